import type { Language } from '../../../../contract/constants';
import type { PackProgress } from '../../../data/downloads/download-runner';
import { formatBytes, formatPercent } from '../../../lib/format-bytes';
import { useTranslation } from '../../../lib/use-translation';
import { ProgressBar } from '../../../ui/progress-bar';

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
    done: formatBytes(progress.bytes, language),
    total: formatBytes(progress.total_bytes, language),
    percent: formatPercent(progress.bytes, progress.total_bytes, language),
  });
  return (
    <div className="pack-progress">
      <ProgressBar value={percent} label={t('progress.label')} />
      <p className="pack-progress__figures">
        {overall}
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
                <span className="pack-progress__file-name">{label}</span>
                <ProgressBar value={file.size > 0 ? (file.bytes / file.size) * 100 : 100} label={label} />
                <span className="pack-progress__file-figures">
                  {file.done
                    ? t('progress.fileDone', { size: formatBytes(file.size, language) })
                    : t('progress.file', {
                        done: formatBytes(file.bytes, language),
                        total: formatBytes(file.size, language),
                        percent: formatPercent(file.bytes, file.size, language),
                      })}
                </span>
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
