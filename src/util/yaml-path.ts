/**
 * Where a value sits in a parsed file: its keys and indexes from the root. Its own module because
 * both the YAML reader (yaml.ts) and the schema explainer (schema.ts) speak it, and yaml.ts
 * already imports schema.ts: kept in either, the two would import each other.
 */
export type YamlPath = ReadonlyArray<string | number>;
