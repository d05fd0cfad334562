// The export jobs' GraphQL (exports.graphql; spec 02 §3 export, §4 export job). The policy wrapper has checked the
// session and, for each source, its permission and licence (auth/policy.ts); the transport has checked the selected
// system against the user's system_access. A user sees and cancels only their own jobs.
import { GraphQLError } from 'graphql';
import { formatDateTime } from '@cs/rules/time';
import type { ExportJob, MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { scopeOf, storedScope } from '../../auth/call-source-scope.ts';
import { missingPermission } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { ExportFormat, ExportJobRow, ExportSource } from '../../repositories/export-job-repository.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import { callLogRequest } from '../call-log/call-log-args.ts';
import { callerOf } from '../tree/tree-access.ts';
import { visibleTree } from '../tree/system-tree.ts';
import {
  callCells,
  callCountsLine,
  callColumns,
  callFilterLines,
  callLogPages,
  type CallExportRequest,
} from './call-rows.ts';
import { EXTENSIONS, PAGE_ROWS, monthAfter, type ExportPlan } from './export-service.ts';
import { ExportLimitReached } from './export-turns.ts';
import { treeCells, treeColumns } from './tree-rows.ts';
import type { ExportColumn } from './writers/types.ts';

function systemDoc(ctx: GraphQLContext): SystemDoc {
  const doc = ctx.services.systems.get(ctx.systemId);
  if (!doc)
    throw new GraphQLError(t(ctx.locale, 'system.unavailable'), {
      extensions: { code: 'SYSTEM_UNAVAILABLE' },
    });
  return doc;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'rufprotokoll-20250106-0900.csv': the title in the exporting user's language and the start, in the facility's zone. */
export function fileNameOf(job: ExportJobRow, zone: string): string {
  const [date = '', time = ''] = formatDateTime(job.created_at, zone).split(' ');
  const [d, m, y] = date.split('.');
  const title = slug(t(job.locale as Locale, `export.titles.${job.source}`));
  return `${title}-${y}${m}${d}-${time.replace(':', '')}.${EXTENSIONS[job.format]}`;
}

export function exportJobView(job: ExportJobRow, ctx: GraphQLContext): ExportJob {
  const doc = ctx.services.systems.get(job.system_id);
  const zone = systemTimeZone(doc ?? {});
  return {
    id: job.id,
    system_id: job.system_id,
    source: job.source,
    format: job.format,
    state: job.state,
    rows_done: job.rows_done,
    rows_total: job.rows_total,
    error: job.error ? t(ctx.locale, job.error) : null,
    file_name: fileNameOf(job, zone),
    size: job.size,
    created_at: job.created_at,
    created_time: formatDateTime(job.created_at, zone),
    finished_at: job.finished_at,
    finished_time: job.finished_at ? formatDateTime(job.finished_at, zone) : null,
    expires_at: new Date(monthAfter(Date.parse(job.created_at))).toISOString(),
    download_url: job.state === 'Complete' ? `/backend/exports/${job.id}/file` : null,
  };
}

/** Spec 02 §5/§8 'Export too many rows', naming the maximum (de-CH digits, spec 02 §9). */
function tooManyRows(locale: Locale, max: number): GraphQLError {
  const shown = new Intl.NumberFormat('de-CH').format(max);
  return new GraphQLError(t(locale, 'export.errors.too_many_rows', { max: shown }), {
    extensions: { code: 'EXPORT_TOO_MANY_ROWS', key: 'export_too_many_rows', data: { max } },
  });
}

/**
 * The caller may start another export (issue 33: at most MAX_JOBS_PER_USER waiting or running); judged before the
 * rows are counted, so a burst of refused requests costs nothing.
 */
function assertRoom(ctx: GraphQLContext): void {
  try {
    ctx.services.exports.assertRoomFor(ctx.user!.id);
  } catch (error) {
    if (!(error instanceof ExportLimitReached)) throw error;
    throw new GraphQLError(t(ctx.locale, 'export.errors.too_many_jobs', { max: error.max }), {
      extensions: { code: 'EXPORT_TOO_MANY_JOBS', key: 'export_too_many_jobs', data: { max: error.max } },
    });
  }
}

function head(
  ctx: GraphQLContext,
  source: ExportSource,
  zone: string,
  parts: {
    filters: string[];
    counts?: string;
    columns: ExportColumn[];
    total: number;
  },
) {
  return {
    title: t(ctx.locale, `export.titles.${source}`),
    created: t(ctx.locale, 'export.created', {
      time: formatDateTime(ctx.services.clock.now(), zone),
      user: ctx.user?.name ?? '',
    }),
    pageLabel: t(ctx.locale, 'export.page'),
    zone,
    ...parts,
  };
}

function start(
  ctx: GraphQLContext,
  source: ExportSource,
  format: ExportFormat,
  request: unknown,
  plan: ExportPlan,
) {
  const job = ctx.services.exports.enqueue(
    {
      user_id: ctx.user!.id,
      system_id: ctx.systemId,
      source,
      format,
      request: JSON.stringify(request),
      locale: ctx.locale,
      rows_total: plan.head.total,
    },
    plan,
  );
  return exportJobView(job, ctx);
}

export const exportResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    exportJobs: (_p, _a, ctx) =>
      ctx.services.exports.list(ctx.user!.id).map((job) => exportJobView(job, ctx)),
  },
  Mutation: {
    exportCallLog: (_p, { format, filter }, ctx) => {
      assertRoom(ctx);
      const doc = systemDoc(ctx);
      const zone = systemTimeZone(doc);
      const { callLogQuery, exports, clock } = ctx.services;
      // the calls of the caller's call source groups (auth/call-source-scope.ts), as their log shows them
      const scope = scopeOf(ctx, doc.id);
      const parsed = callLogRequest({ filter }, doc, clock.now(), ctx.locale, scope);
      // The log as it is now: calls closing during the export do not shift its pages or its count.
      const query = { ...parsed.filter, maxId: callLogQuery.lastId() };
      const max = exports.maxRows(format);
      const counts = callLogQuery.countKinds(query, max);
      const total = counts.calls + counts.presences;
      if (total > max) throw tooManyRows(ctx.locale, max);
      const request: CallExportRequest = {
        range: filter?.range ?? 'LAST_24_HOURS',
        from: parsed.range.from,
        to: parsed.range.to,
        section_ids: filter?.section_ids ?? [],
        call_type_ids: filter?.call_type_ids ?? [],
        call_source_ids: filter?.call_source_ids ?? [],
        urgencies: filter?.urgencies ?? [],
        text: filter?.text?.trim() || null,
        // the download checks that the user may still read what the file holds (http/export-routes.ts)
        scope: storedScope(scope),
      };
      const cells = callCells(ctx.locale, zone);
      return start(ctx, 'Calls', format, request, {
        head: head(ctx, 'Calls', zone, {
          filters: callFilterLines(request, doc, ctx.locale, zone),
          counts: callCountsLine(ctx.locale, counts),
          columns: callColumns(ctx.locale),
          total,
        }),
        pages: () => callLogPages(callLogQuery, query, cells, PAGE_ROWS),
      });
    },
    exportSystemTree: (_p, { format, view }, ctx) => {
      assertRoom(ctx);
      const doc = systemDoc(ctx);
      const zone = systemTimeZone(doc);
      const tree = visibleTree(doc, callerOf(ctx), view ?? null);
      if (!tree) throw missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
      const max = ctx.services.exports.maxRows(format);
      if (tree.entries.length > max) throw tooManyRows(ctx.locale, max);
      const cells = treeCells(tree.index, doc, ctx.locale);
      const nodes = tree.entries.map((e) => e.node);
      const filters = tree.chosen
        ? [
            t(ctx.locale, 'export.filterLine', {
              label: t(ctx.locale, 'export.filters.view'),
              values: tree.chosen.view.name,
            }),
          ]
        : [];
      return start(
        ctx,
        'SystemTree',
        format,
        { view: tree.chosen?.view.id ?? null },
        {
          head: head(ctx, 'SystemTree', zone, {
            filters,
            columns: treeColumns(ctx.locale),
            total: nodes.length,
          }),
          *pages() {
            for (let i = 0; i < nodes.length; i += PAGE_ROWS) yield nodes.slice(i, i + PAGE_ROWS).map(cells);
          },
        },
      );
    },
    cancelExport: async (_p, { id }, ctx) => {
      const job = ctx.services.exports.get(id);
      if (!job || job.user_id !== ctx.user!.id)
        throw new GraphQLError(t(ctx.locale, 'export.errors.not_found'), {
          extensions: { code: 'NOT_FOUND' },
        });
      const ended = await ctx.services.exports.cancel(id);
      return exportJobView(ended ?? job, ctx);
    },
  },
};
