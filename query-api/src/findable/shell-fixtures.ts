/** A built console's index.html as far as the findable tests need it: a title, a description, the entry script, #root. */
export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>National Volunteering Platform</title>
    <meta name="description" content="default" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
