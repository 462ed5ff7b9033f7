import { createContext, useContext, type ReactNode } from 'react';

/** Files the build made before rendering that the page links to, with what the page says of them. */
export interface BuildArtifacts {
  /** The one-sheet PDF: its address and its size as the link states it (e.g. "386 kB"). */
  oneSheet?: { href: string; size: string };
}

const ArtifactsContext = createContext<BuildArtifacts>({});

export function BuildArtifactsProvider({ artifacts, children }: { artifacts: BuildArtifacts; children: ReactNode }) {
  return <ArtifactsContext.Provider value={artifacts}>{children}</ArtifactsContext.Provider>;
}

export const useBuildArtifacts = (): BuildArtifacts => useContext(ArtifactsContext);
