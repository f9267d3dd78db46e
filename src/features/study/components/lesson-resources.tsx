import { useId, useState } from 'react';
import { mediaFileKey, type StudyAttachment } from '../../../../contract/study';
import type { UserDatabase } from '../../../data/user-db';
import { formatSize } from '../../../lib/format-size';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../ui/bidi-text';
import { Dialog } from '../../../ui/dialog';
import { useLanguage } from '../../../lib/use-language';

interface LessonResourcesProps {
  db: UserDatabase | null;
  /** This lesson's own attachments; null when the device has no study pack. */
  attachments: readonly StudyAttachment[] | null;
  /** Attachments of the formation as a whole (no lesson), listed apart so they never pass for this lesson's. */
  courseWide: readonly StudyAttachment[];
  offlineKeys: ReadonlySet<string>;
  online: boolean;
}

const isText = (attachment: StudyAttachment) => attachment.mime_type.startsWith('text/') || /\.txt$/i.test(attachment.file_name);

/**
 * A downloaded attachment from the device. A text is read in the app (below); anything
 * else (a PDF, a picture, a recording) is handed to the phone under its own file name, so its own viewer
 * opens it, rather than as a `blob:` tab without a name.
 */
async function saveStored(db: UserDatabase, attachment: StudyAttachment): Promise<void> {
  const stored = await db.offline_attachments.get(mediaFileKey(attachment.url));
  if (!stored) return;
  const url = URL.createObjectURL(new Blob([stored.blob], { type: attachment.mime_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.file_name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by then; the page keeps no stray blobs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function readStoredText(db: UserDatabase, attachment: StudyAttachment): Promise<string | null> {
  const stored = await db.offline_attachments.get(mediaFileKey(attachment.url));
  return stored ? await stored.blob.text() : null;
}

/**
 * A text attachment in the app's own page: its viewport and font, each paragraph in its own direction
 * (`dir="auto"`: an Arabic paragraph right to left, a French one left to right).
 */
function TextReader({ name, text, onClose }: { name: string; text: string; onClose: () => void }) {
  const paragraphs = text.split(/\r?\n\s*\r?\n|\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Dialog open title={isolate(name)} onClose={onClose}>
      <div className="text-reader">
        {paragraphs.map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
    </Dialog>
  );
}

interface AttachmentListProps {
  db: UserDatabase | null;
  attachments: readonly StudyAttachment[];
  offlineKeys: ReadonlySet<string>;
  online: boolean;
}

function AttachmentList({ db, attachments, offlineKeys, online }: AttachmentListProps) {
  const { t } = useTranslation('study');
  const language = useLanguage();
  const [reading, setReading] = useState<{ name: string; text: string } | null>(null);
  const open = async (database: UserDatabase, attachment: StudyAttachment) => {
    if (!isText(attachment)) return saveStored(database, attachment);
    const text = await readStoredText(database, attachment);
    if (text !== null) setReading({ name: attachment.file_name, text });
  };
  return (
    <>
      {reading ? <TextReader name={reading.name} text={reading.text} onClose={() => setReading(null)} /> : null}
      <ul className="study-resources">
        {attachments.map((attachment) => {
          const stored = offlineKeys.has(mediaFileKey(attachment.url));
          const size = formatSize(attachment.size, language);
          return (
            <li key={attachment.id} className="study-resources__item">
              <bdi className="study-resources__name">{attachment.file_name}</bdi>
              <bdi className="study-resources__size">{size}</bdi>
              {stored && db ? (
                <button type="button" className="button button--secondary" onClick={() => void open(db, attachment)}>
                  <BidiText text={t('resources.open', { name: isolate(attachment.file_name) })} />
                </button>
              ) : online ? (
                <a className="button button--secondary" href={attachment.url} target="_blank" rel="noopener">
                  <BidiText text={t('resources.open', { name: isolate(attachment.file_name) })} />
                </a>
              ) : (
                <span className="study-resources__offline">{t('resources.notOffline')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * "Resources": the lesson's own attachments, opened from the device when downloaded, then the formation's
 * general ones under their own heading (each lesson showed every sheet of the formation).
 */
export function LessonResources({ db, attachments, courseWide, offlineKeys, online }: LessonResourcesProps) {
  const { t } = useTranslation('study');
  const headingId = useId();
  return (
    <section className="study-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('resources.title')}</h2>
      {attachments === null ? (
        <p className="study-section__empty">{online ? t('resources.loading') : t('offline.notAvailable')}</p>
      ) : (
        <>
          {attachments.length > 0 ? (
            <AttachmentList db={db} attachments={attachments} offlineKeys={offlineKeys} online={online} />
          ) : (
            <p className="study-section__empty">{t('resources.none')}</p>
          )}
          {courseWide.length > 0 ? (
            <>
              <h3 className="study-resources__group">{t('resources.courseWide')}</h3>
              <AttachmentList db={db} attachments={courseWide} offlineKeys={offlineKeys} online={online} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
