// The CycloneDX 1.6 SBOM (JSON) of the npm package pacru, written from the package itself:
//
//   node build/npm-sbom.mjs PACKAGE-DIR TARBALL COMPILED-CLASSES-DIR TIMESTAMP > pacru-VERSION.npm.cdx.json
//
// PACKAGE-DIR is pacru-js/target/npm/pacru (its package.json names the package), TARBALL the
// `npm pack` of it (hashed: the SBOM describes that file), COMPILED-CLASSES-DIR
// pacru-js/target/compiled-classes (wasm.txt and js.txt: `origin TAB class` for every class the
// two TeaVM builds compiled in, org.pacru.js.build.CompiledClassesPlugin) and TIMESTAMP the build's
// project.build.outputTimestamp (ISO 8601). The package has no npm dependencies; its components are
// the Java artifacts compiled into it (pacru's modules, TeaVM's class library and runtime). The
// output depends on its inputs only: the timestamp is given, and the serial number is a UUID made
// from the SHA-256 of the rest of the document, so two builds of one commit write the same bytes.
// An origin this script does not know (a new library compiled in) stops it with its name.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, basename } from "node:path";

const [packageDir, tarball, compiledDir, timestamp] = process.argv.slice(2);
if (!timestamp) {
    console.error("usage: node build/npm-sbom.mjs PACKAGE-DIR TARBALL COMPILED-CLASSES-DIR TIMESTAMP");
    process.exit(2);
}
if (Number.isNaN(Date.parse(timestamp))) {
    throw new Error(`not a timestamp: ${timestamp}`);
}
const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const bytes = readFileSync(tarball);
const hash = (algorithm) => createHash(algorithm).update(bytes).digest("hex");

// Licences of the groups whose classes may be compiled in (THIRD-PARTY-NOTICES.md of the package).
const LICENSES = { "org.pacru": "MIT", "org.teavm": "Apache-2.0" };
const components = new Map();
function add(group, artifact, version) {
    const license = LICENSES[group];
    if (!license) {
        throw new Error(`compiled-in classes from ${group}:${artifact}:${version}, a group this SBOM does not know: add its licence to build/npm-sbom.mjs (and the package's THIRD-PARTY-NOTICES.md)`);
    }
    const purl = `pkg:maven/${group}/${artifact}@${version}`;
    components.set(purl, {
        type: "library",
        "bom-ref": purl,
        group,
        name: artifact,
        version,
        licenses: [{ license: { id: license } }],
        purl,
    });
}
for (const build of ["wasm.txt", "js.txt"]) {
    for (const line of readFileSync(join(compiledDir, build), "utf8").split("\n")) {
        const origin = line.split("\t")[0];
        if (!origin || origin === "(no class file)" || origin.endsWith("pacru-js/target/classes")) {
            continue;   // runtime-made classes, and pacru-js's own (the package itself)
        }
        const coordinates = origin.split(":");
        if (coordinates.length === 3) {
            add(...coordinates);
            continue;
        }
        // A module of this build, by its jar: <artifactId>-<version>.jar of org.pacru.
        const jar = basename(origin);
        const match = /^(pacru-[a-z-]+?)-(\d+\.\d+\.\d+(?:-SNAPSHOT)?)\.jar$/.exec(jar);
        if (!match) {
            throw new Error(`unknown origin of compiled-in classes: ${origin}`);
        }
        add("org.pacru", match[1], match[2]);
    }
}
const sorted = [...components.values()].sort((a, b) => a.purl.localeCompare(b.purl, "en"));
const self = `pkg:npm/${pkg.name}@${pkg.version}`;
const bom = {
    bomFormat: "CycloneDX",
    specVersion: "1.6",
    serialNumber: "",
    version: 1,
    metadata: {
        timestamp: new Date(timestamp).toISOString().replace(/\.000Z$/, "Z"),
        tools: { components: [{ type: "application", name: "build/npm-sbom.mjs", group: "org.pacru" }] },
        component: {
            type: "library",
            "bom-ref": self,
            name: pkg.name,
            version: pkg.version,
            description: pkg.description,
            licenses: [{ license: { id: pkg.license } }],
            purl: self,
            hashes: [
                { alg: "SHA-256", content: hash("sha256") },
                { alg: "SHA-512", content: hash("sha512") },
            ],
            externalReferences: [
                { type: "website", url: pkg.homepage },
                { type: "vcs", url: pkg.repository.url },
                { type: "distribution", url: `https://registry.npmjs.org/${pkg.name}/-/${pkg.name}-${pkg.version}.tgz` },
            ],
        },
    },
    components: sorted,
    dependencies: [
        { ref: self, dependsOn: sorted.map((c) => c.purl) },
        ...sorted.map((c) => ({ ref: c.purl, dependsOn: [] })),
    ],
};
const digest = createHash("sha256").update(JSON.stringify(bom)).digest("hex");
// An RFC 4122 name-based UUID (version 5 layout) from the digest.
const uuid = [
    digest.slice(0, 8),
    digest.slice(8, 12),
    "5" + digest.slice(13, 16),
    ((parseInt(digest.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + digest.slice(18, 20),
    digest.slice(20, 32),
].join("-");
bom.serialNumber = `urn:uuid:${uuid}`;
process.stdout.write(JSON.stringify(bom, null, 2) + "\n");
