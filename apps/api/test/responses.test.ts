import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers.js';
import { type Answer, demoService, STEPS, type Step, stepKey } from './responses.js';

/** The answers captured from the service before its read path was rewritten (ADR 022). */
const fixtures: Record<string, Answer> = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'responses.json'), 'utf8'),
);

describe.each(backends())('responses byte for byte ($name)', (backend) => {
  let send: (step: Step) => Promise<Answer>;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await backend.open();
    close = async () => {
      await opened.database.close();
      await opened.drop();
    };
    send = await demoService(opened.database);
  });
  afterAll(() => close());

  it('has an answer for every request', () => {
    expect(Object.keys(fixtures)).toEqual(STEPS.map(stepKey));
  });

  // In order: the likes change what the later reads answer.
  it.each(STEPS.map((step, i) => [stepKey(step, i), step] as const))('%s', async (key, step) => {
    const got = await send(step);
    const want = fixtures[key]!;
    expect(got.status).toBe(want.status);
    expect(got.body).toBe(want.body);
  });
});
