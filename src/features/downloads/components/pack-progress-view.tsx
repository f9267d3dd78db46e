import type { Language } from '../../../../contract/constants';
import type { PackProgress } from '../../../data/downloads/download-runner';
import { formatValue } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../ui/progress-bar';
import { BidiText } from '../../../ui/bidi-text';

/** A share as a whole percentage ("42 %"), rounded down so an unfinished download never reads 100 %. */
function formatShare(part: number, whole: number, language: string): string {
  const ratio = whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0;
  return formatValue(Math.floor(ratio * 100) / 100, 'percent', language);
}

interface PackProgressViewProps {
  progress: PackProgress;
  labels: ReadonlyMap<string, string>;
  language: Language;
}

/** One bar for the whole pack and one per file, in bytes and percent (DESIGN.md, offline study). */
export function PackProgressView({ progress, labels, language }: PackProgressViewProps) {
  const { t } = useTranslation('downloads');
  const percent = progress.total_bytes > 0 ? (progress.bytes / progress.total_bytes) * 100 : 100;
  const overall = t('progress.overall', {
    done: isolate(formatSize(progress.bytes, language)),
    total: isolate(formatSize(progress.total_bytes, language)),
    percent: isolate(formatShare(progress.bytes, progress.total_bytes, language)),
  });
  return (
    <div className="pack-progress">
      <ProgressBar value={percent} label={t('progress.label')} />
      <p className="pack-progress__figures">
        <BidiText text={overall} />
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {progress.state === 'retrying' ? t('state.retrying') : null}
      </p>
      {progress.state === 'retrying' ? <p className="pack-progress__note">{t('state.retrying')}</p> : null}
      <details className="pack-progress__files">
        <summary>{t('progress.files', { count: progress.files.length })}</summary>
        <ul>
          {progress.files.map((file) => {
            const label = labels.get(file.key) ?? file.key;
            return (
              <li key={file.key} className="pack-progress__file">
                <bdi className="pack-progress__file-name">{label}</bdi>
                <ProgressBar value={file.size > 0 ? (file.bytes / file.size) * 100 : 100} label={label} />
                <span className="pack-progress__file-figures">
                  <BidiText
                    text={
                      file.done
                        ? t('progress.fileDone', { size: isolate(formatSize(file.size, language)) })
                        : t('progress.file', {
                            done: isolate(formatSize(file.bytes, language)),
                            total: isolate(formatSize(file.size, language)),
                            percent: isolate(formatShare(file.bytes, file.size, language)),
                          })
                    }
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
