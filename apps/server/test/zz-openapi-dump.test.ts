import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { buildTestApp } from './helpers/test-app.ts';

it('dumps the OpenAPI document', async () => {
  const t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(process.env.OPENAPI_OUT ?? '/tmp/cat-openapi.json', res.body);
  await t.close();
}, 280_000);
