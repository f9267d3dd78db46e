import type { Language } from '../../../../contract/constants';
import type { PackProgress } from '../../../data/downloads/download-runner';
import { formatBytes, formatPercent } from '../../../lib/format-bytes';
import { isolate } from '../../../lib/bidi';
import { useTranslation } from '../../../lib/use-translation';
import { ProgressBar } from '../../../ui/progress-bar';
import { BidiText } from '../../../ui/bidi-text';

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
    done: isolate(formatBytes(progress.bytes, language)),
    total: isolate(formatBytes(progress.total_bytes, language)),
    percent: isolate(formatPercent(progress.bytes, progress.total_bytes, language)),
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
                        ? t('progress.fileDone', { size: isolate(formatBytes(file.size, language)) })
                        : t('progress.file', {
                            done: isolate(formatBytes(file.bytes, language)),
                            total: isolate(formatBytes(file.size, language)),
                            percent: isolate(formatPercent(file.bytes, file.size, language)),
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
