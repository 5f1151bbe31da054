# Thin wrappers over the npm scripts.
.PHONY: start test bench typecheck rebuild
start:
	npm start
test:
	npm test
bench:
	npm run bench
typecheck:
	npm run typecheck
rebuild:
	npm run projections -- rebuild $(NAME)
