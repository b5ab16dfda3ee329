import { describe, expect, it } from "vitest";
import { classReads, definedClasses, missingClasses, moduleImports } from "./css-module-classes.ts";

const sheet = `/* .ghost is only in a comment */
.page { display: grid; }
.head, .row > .cell:hover { gap: 4px; background: url(a.png); }
@media (min-width: 960px) { .wide-row { display: flex; } }`;

describe("CSS module class reads", () => {
  it("finds the default-imported modules with their lines", () => {
    const source = `import { x } from "./x.ts";\nimport styles from "./page.module.css";\nimport list from "../list.module.css";`;
    expect(moduleImports(source)).toEqual([
      { name: "styles", specifier: "./page.module.css", line: 2 },
      { name: "list", specifier: "../list.module.css", line: 3 },
    ]);
  });

  it("takes every class in a selector, not in a comment or a declaration", () => {
    expect([...definedClasses(sheet)].sort()).toEqual(["cell", "head", "page", "row", "wide-row"]);
  });

  it("reads dotted and bracketed uses, not a longer name or a comment", () => {
    const source = `// styles.inComment\nconst a = styles.page;\nconst b = styles["wide-row"];\nconst c = mystyles.other;\nconst d = x.styles.nope;\nimport other from "./styles.module.css";`;
    expect(classReads(source, "styles")).toEqual([
      { className: "page", line: 2 },
      { className: "wide-row", line: 3 },
    ]);
  });

  it("names a class the component reads that its stylesheet lacks", () => {
    const source = `import styles from "./page.module.css";\n<div className={styles.page}><h1 className={styles.title} /></div>`;
    const found = missingClasses("page.tsx", source, () => ({ path: "page.module.css", text: sheet }));
    expect(found).toEqual([{ file: "page.tsx", line: 2, name: "styles", className: "title", stylesheet: "page.module.css" }]);
  });

  it("passes a component whose every class is defined", () => {
    const source = `import styles from "./page.module.css";\n<div className={styles.page}><p className={styles.head} /></div>`;
    expect(missingClasses("page.tsx", source, () => ({ path: "page.module.css", text: sheet }))).toEqual([]);
  });
});
