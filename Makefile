# Builds dist/, the one folder to upload to a static host (see scripts/build.sh).
.PHONY: dist
dist:
	scripts/build.sh
