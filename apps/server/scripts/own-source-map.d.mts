import type { SourceMapPayload } from 'node:module';

export function ownSourceMap<Map extends Pick<SourceMapPayload, 'sources' | 'names' | 'mappings'>>(
  map: Map,
  isOwn: (source: string) => boolean,
  movedColumn?: (line: number, column: number) => number,
): Omit<Map, 'sourcesContent'>;
