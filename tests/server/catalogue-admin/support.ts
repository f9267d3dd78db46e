/** Shared steps of the editor tests: a staff caller, JSON calls, and a complete formation built through the API. */
import type { LightMyRequestResponse } from 'fastify';
import { adminPaths, type AdminFormationDetail, type AdminLesson, type AdminModule, type AdminQuestion } from '../../../contract/editor';
import type { Translatable } from '../../../contract/translatable';
import type { TestApp } from '../helpers';
import { bearer } from '../auth/support';

export const tri = (en: string, fr = `${en} (fr)`, ar = `${en} (ar)`): Translatable => ({ ar, fr, en });

export type Call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

export function caller(t: TestApp, token: string | null): Call {
  return (method, url, payload) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? bearer(token) : {} });
}

export function okJson<T>(res: LightMyRequestResponse, status = 200): T {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

export interface Built {
  formation: AdminFormationDetail;
  modules: AdminModule[];
  lessons: AdminLesson[];
  questions: AdminQuestion[];
}

/** A formation complete in three languages: two modules, three lessons, two questions (not published). */
export async function buildFormation(call: Call, name = 'Olive pruning'): Promise<Built> {
  const formation = okJson<AdminFormationDetail>(
    await call('POST', adminPaths.formations, {
      title: tri(name, `Taille ${name}`, `تقليم ${name}`),
      description: tri(`About ${name}`),
      topic: 'organic-farming',
      level: 'beginner',
      price_centimes: 0,
    }),
    201,
  );
  const modules: AdminModule[] = [];
  const lessons: AdminLesson[] = [];
  for (const m of [1, 2]) {
    const module = okJson<AdminModule>(await call('POST', adminPaths.modules(formation.id), { title: tri(`${name} module ${m}`) }), 201);
    modules.push(module);
    for (const l of m === 1 ? [1, 2] : [1]) {
      lessons.push(
        okJson<AdminLesson>(
          await call('POST', adminPaths.lessons(formation.id, module.id), {
            title: tri(`${name} lesson ${m}.${l}`),
            summary: tri('A short summary'),
            about: tri('What this lesson teaches'),
            duration_seconds: 120,
          }),
          201,
        ),
      );
    }
  }
  const questions: AdminQuestion[] = [];
  for (const q of [1, 2]) {
    questions.push(
      okJson<AdminQuestion>(
        await call('POST', adminPaths.questions(formation.id), {
          text: tri(`Question ${q}?`),
          options: [tri('Yes'), tri('No'), tri('Maybe')],
          correct_index: q - 1,
          explanation: tri('Because.'),
        }),
        201,
      ),
    );
  }
  return { formation: okJson<AdminFormationDetail>(await call('GET', adminPaths.formation(formation.id))), modules, lessons, questions };
}
