// System parameters (spec 02 §3 configurator): one entry per system; the password is never shown.
import { define } from '../resource.ts';
import { keepHint } from '../options.ts';

export const systemParams = define({
  type: 'SystemParam',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'ip' }, { name: 'tcp_port' }, { name: 'version' }],
  fields: { name: { counter: true }, password: { hint: keepHint } },
  optionLabels: { display_language: 'languages' },
});
