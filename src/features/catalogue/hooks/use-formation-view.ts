import { useState } from 'react';
import type { FormationView } from '../../../../contract/course-view';
import { serverData } from '../../../lib/server-data';
import { readFormationView } from '../repositories/formation-repository';
import { useMirrorQuery } from './use-mirror-query';

/** The course the server rendered into this page, when it is `id`'s. */
function serverCourse(id: string): FormationView | undefined {
  const course = serverData()?.course;
  return course && course.formation.id === id ? course : undefined;
}

/**
 * The course page's data from the mirror: undefined while reading, null when the course is not there.
 * On a server-rendered first visit the server's view stands until the mirror has caught up once, so the
 * page neither turns into "first sync" nor shows a course whose lessons are still arriving.
 */
export function useFormationView(id: string): FormationView | null | undefined {
  const [embedded] = useState(() => serverCourse(id));
  const fromServer = embedded?.formation.id === id ? embedded : undefined;
  return useMirrorQuery(
    async ({ publicDb }) => {
      const db = publicDb();
      const view = await readFormationView(db, id);
      if (fromServer && !(await db.sync_state.get('catalogue'))?.synced_at) return fromServer;
      return view;
    },
    [id, fromServer],
    fromServer,
  );
}
