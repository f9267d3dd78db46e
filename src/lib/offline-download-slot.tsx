import { createContext, createElement, useContext, type ComponentType } from 'react';

export interface OfflineDownloadProps {
  formationId: string;
}

/**
 * SLOT: the downloads feature's "Download for offline" control. Features never import one another, so
 * the app shell provides the component (src/app/offline-download-provider.tsx) and the pages that show it
 * (course detail, study view) render this slot; without a provider it renders nothing.
 */
export const OfflineDownloadContext = createContext<ComponentType<OfflineDownloadProps> | null>(null);

export function OfflineDownloadSlot(props: OfflineDownloadProps) {
  const control = useContext(OfflineDownloadContext);
  // The provider's component is one stable module-level function: rendering it is not creating one.
  return control ? createElement(control, props) : null;
}
