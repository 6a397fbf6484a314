import type { TranslationTree } from '@dating/portal';

/**
 * One section of a policy page: a heading, then its paragraphs, then its list, then an optional
 * link to another page of the site. The ids name the texts under `sections.<id>`.
 */
export interface PolicySection {
  readonly id: string;
  readonly paragraphs: readonly string[];
  readonly points: readonly string[];
  /** A route of the site; the label is `sections.<id>.link`. */
  readonly link?: string;
}

/** A policy page's order of sections; its texts live in the translation namespace. */
export interface PolicyOutline {
  readonly namespace: string;
  readonly sections: readonly PolicySection[];
  /**
   * What the texts' `{{name}}` places show, given to every text of the page: the periods the
   * privacy page quotes come from @dating/contracts, never from the translations.
   */
  readonly values?: Readonly<Record<string, number>>;
}

/** The page-wide texts every policy page has besides its sections. */
const pageKeys = ['title', 'updated', 'intro'];

/** Every text key the outline renders, e.g. `sections.conduct.points.noScams`. */
export function outlineKeys(outline: PolicyOutline): string[] {
  return [
    ...pageKeys,
    ...outline.sections.flatMap(({ id, paragraphs, points, link }) => [
      `sections.${id}.heading`,
      ...paragraphs.map((paragraph) => `sections.${id}.paragraphs.${paragraph}`),
      ...points.map((point) => `sections.${id}.points.${point}`),
      ...(link === undefined ? [] : [`sections.${id}.link`]),
    ]),
  ];
}

function treeKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : treeKeys(value, `${prefix}${key}.`),
  );
}

/**
 * Where an outline and its texts disagree: `missing <key>` for a text the page would show but
 * the tree lacks, `unused <key>` for a text no section shows. Empty when they match.
 */
export function outlineMismatches(outline: PolicyOutline, texts: TranslationTree): string[] {
  const expected = outlineKeys(outline);
  const present = treeKeys(texts);
  return [
    ...expected.filter((key) => !present.includes(key)).map((key) => `missing ${key}`),
    ...present.filter((key) => !expected.includes(key)).map((key) => `unused ${key}`),
  ];
}

function textAt(tree: TranslationTree, key: string): string | undefined {
  let node: TranslationTree | string | undefined = tree;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' ? (node[part] as TranslationTree | string | undefined) : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A page's text as one string, the same for the same text: each key the outline renders and its
 * text, one a line in the outline's order, then each `{{place}}` value in name order. Its sha256
 * is the `textHash` of the page's version in @dating/contracts' privacy/documents.ts.
 */
export function outlineText(outline: PolicyOutline, texts: TranslationTree): string {
  const lines = outlineKeys(outline).map((key) => `${key}\t${textAt(texts, key) ?? ''}`);
  const values = Object.entries(outline.values ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `{{${name}}}\t${value}`);
  return [...lines, ...values].join('\n');
}
