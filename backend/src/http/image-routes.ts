// GET /backend/images/:file — uploaded checkpoint map images, for signed-in users with admin::manage_system
// (the only screens that show them, spec 01 §2 checkpoint maps).
import express from 'express';
import type { Services } from '../context.ts';
import { hasPermissions } from '@cs/rules/permissions';
import type { CsRequest } from './transport-middleware.ts';

export function imageRoutes(services: Services): express.Router {
  const router = express.Router();
  router.get('/:file', async (req, res) => {
    const state = (req as CsRequest).cs;
    if (!state?.user) return void res.status(401).json({ error: 'MISSING_AUTH' });
    const held = state.user.is_superuser
      ? ['admin::manage_system']
      : services.users.rolesOf(state.user).flatMap((r) => r.permissions);
    if (!hasPermissions(held, ['admin::manage_system']))
      return void res.status(403).json({ error: 'MISSING_PERMISSION' });
    const image = await services.images.read(String(req.params.file));
    if (!image) return void res.status(404).json({ error: 'not found' });
    res.setHeader('Content-Type', image.type);
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.send(image.data);
  });
  return router;
}
