// The goals' colours as classes: pages the server renders carry no style attribute (the CSP refuses them in HTML).
import './sdg-colours.css';

/** The class of a goal's background and text colours (sdg-colours.css). */
export const sdgClass = (goal: number) => `sdg-goal-${((goal - 1) % 17) + 1}`;
