/** A run of Bengali script, with the spaces and punctuation between its words. */
const BENGALI_RUN = /[\u0980-\u09ff\u0964\u0965]+(?:[\s,.!?:;'"()-]+[\u0980-\u09ff\u0964\u0965]+)*[\u0964!?]?/g;

export interface TextRun {
  text: string;
  bengali: boolean;
}

/**
 * Text cut into runs of Bengali script and the rest, so pages and widgets can mark the Bengali runs
 * `lang="bn"` and screen readers and fonts pick Bengali for them. Empty runs are left out.
 */
export function bengaliRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(BENGALI_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bengali: false });
    runs.push({ text: match[0], bengali: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bengali: false });
  return runs;
}
