import type { Validation } from '@/features/validation/api/get-validation';
import { apiError } from '@/testing/mock-api';
import { jsonResponse } from '@/testing/mock-fetch';

type Handler = (request: { body: unknown }) => Response | Promise<Response>;

/**
 * GET, PUT and Complete of /api/me/validation as docs/validation.md has the server do them, over
 * answers kept here: `answers` by step to start with, `completed` steps. `hold` delays a PUT's
 * answer until the test lets it go.
 */
export function validationServer({ answers = {}, completed = [] }: { answers?: Record<number, string[]>; completed?: number[] } = {}) {
  const stored = new Map<number, string[]>(Object.entries(answers).map(([step, given]) => [Number(step), given]));
  const completedAt = new Map<number, string>(completed.map((step) => [step, '2025-03-04T06:30:00Z']));
  const filled = (given: string[]) => given.filter((answer) => answer.trim() !== '').length;
  let fail: (() => Response) | null = null;
  let held: (() => void)[] = [];
  let holding = false;

  const state = (): Validation => {
    const steps = [1, 2, 3, 4, 5].map((step) => {
      const given = stored.get(step) ?? ['', '', '', ''];
      const n = filled(given);
      const status = n === 4 ? (completedAt.has(step) ? 'completed' : 'ready') : n === 0 ? 'not-started' : 'in-progress';
      return { step, answers: given, status, completedAt: completedAt.get(step) ?? null } as const;
    });
    return { steps, score: Math.floor((steps.reduce((sum, { answers: given }) => sum + filled(given), 0) * 100) / 20) };
  };

  const handlers: Record<string, Handler> = { 'GET /api/me/validation': () => jsonResponse(200, state()) };
  for (const step of [1, 2, 3, 4, 5]) {
    handlers[`PUT /api/me/validation/steps/${step}`] = async ({ body }) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      if (fail) return fail();
      const given = (body as { answers: string[] }).answers;
      stored.set(step, given);
      if (filled(given) < 4) completedAt.delete(step);
      return jsonResponse(200, state());
    };
    handlers[`POST /api/me/validation/steps/${step}/complete`] = () => {
      if (filled(stored.get(step) ?? []) < 4) return apiError(409, 'not_ready', 'Answer all four questions to complete this step.');
      completedAt.set(step, completedAt.get(step) ?? '2025-03-05T06:30:00Z');
      return jsonResponse(200, state());
    };
  }

  return {
    handlers,
    /** GET's answer, with `fields` changed. */
    read: (fields: Partial<Validation> = {}) => jsonResponse(200, { ...state(), ...fields }),
    answersOf: (step: number) => stored.get(step),
    /** The next saves answer with `failure` (null: they succeed again). */
    failWith: (failure: (() => Response) | null) => {
      fail = failure;
    },
    /** PUTs wait from now on until `release`. */
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
  };
}
