import { useLiveQuery } from 'dexie-react-hooks';
import { publicDb } from '../../../data/db';
import { readFormationView, type FormationView } from '../repositories/formation-repository';

/** The course page's data from the mirror: undefined while reading, null when the course is not there. */
export function useFormationView(id: string): FormationView | null | undefined {
  return useLiveQuery(() => readFormationView(publicDb(), id), [id]);
}
