import type { SeriesItem, Source } from '../api/types.js';
import { FileProblemsError } from '../util/problems.js';
import type { LocatedYaml } from '../util/yaml.js';
import type { Check, CheckSeries } from './types.js';

/**
 * Turns each check's series into API series items, resolving `source: <name>` through one
 * sources list (fetched only if a name is used). A name must match exactly one source; every
 * unresolved name is a located problem, thrown together before any query is sent.
 */
export async function resolveSources(checks: readonly Check[], yaml: LocatedYaml, listSources: () => Promise<Source[]>): Promise<SeriesItem[][]> {
  const usesNames = checks.some((c) => c.series.some((s) => s.source !== undefined));
  const sources = usesNames ? await listSources() : [];
  const problems = [];
  const resolved = checks.map((check) =>
    check.series.map((s, j) => {
      const { source, ...rest } = s;
      if (source === undefined) return toItem(rest, s.sourceId ?? '');
      const matches = sources.filter((src) => src.name === source);
      if (matches.length !== 1) {
        const known =
          sources
            .map((src) => src.name)
            .slice(0, 10)
            .join(', ') || '(none)';
        yaml.problem(
          ['checks', check.index, 'series', j, 'source'],
          matches.length === 0
            ? `no source is named \`${source}\`; sources: ${known}`
            : `${matches.length} sources are named \`${source}\`; use \`sourceId\` (${matches.map((m) => m.id).join(', ')})`,
        );
        problems.push(source);
        return toItem(rest, '');
      }
      return toItem(rest, matches[0]?.id ?? '');
    }),
  );
  if (problems.length > 0) throw new FileProblemsError(yaml.problems.filter((p) => p.severity === 'error'));
  return resolved;
}

function toItem(s: Omit<CheckSeries, 'source'>, sourceId: string): SeriesItem {
  const { sourceId: _ignored, ...rest } = s;
  return { sourceId, ...rest };
}
