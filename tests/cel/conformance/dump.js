// Prints every conformance test of @bufbuild/cel-spec as one JSON line:
// {"file", "section", "test": <the original test in proto3 JSON>, "type": <checked type or null>}
const { tests } = require("@bufbuild/cel-spec/testdata/conformance.js");
for (const file of tests.suites) {
  for (const section of file.suites || []) {
    for (const t of section.tests || []) {
      process.stdout.write(JSON.stringify({ file: file.name, section: section.name, test: t.original,
                                            type: t.type === undefined ? null : t.type }) + "\n");
    }
  }
}
