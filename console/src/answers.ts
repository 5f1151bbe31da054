import type { PageAnswer } from '@nvp/events/browser';

/**
 * API answers the server sent with a page it rendered with its data (issue 25: query-api/src/findable renders the
 * opportunity list and an opportunity's page per request). A page shows them in its first render instead of asking
 * the API again, so the browser's first render is the server's HTML (it hydrates) and the data paints with the page.
 * Keyed by the GET path the page asks; an answer serves the first mount that asks for it (its effect forgets it).
 */
export type Answer = PageAnswer;

let answers = new Map<string, Answer>();
let wanted: Set<string> | undefined;

/** In the browser (main.tsx, from the page's `nvp-answers` block) or on the server before rendering a page. */
export const provideAnswers = (given: Record<string, Answer> | undefined) => {
  answers = new Map(Object.entries(given ?? {}));
};

/** The answer the server sent for `path`, if any; while the server records, a path without one is noted as wanted. */
export const answerFor = (path: string): Answer | undefined => {
  const answer = answers.get(path);
  if (!answer) wanted?.add(path);
  return answer;
};

/** Called once the page that used an answer is on screen: a later visit asks the API. */
export const forgetAnswer = (path: string) => void answers.delete(path);

/** Server only: records the GET paths a render asks for; the returned function ends the recording and names them. */
export const recordWanted = () => {
  wanted = new Set();
  return () => {
    const paths = [...(wanted ?? [])];
    wanted = undefined;
    return paths;
  };
};
