package org.pacru.js;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.examples.api.JsonReader;

/**
 * The npm package as it would be published: {@code npm pack --dry-run --json} of
 * {@code target/npm/pacru} lists the tarball npm would upload, and the tests hold it to the
 * package's own description: its name and version, exactly the files {@code package.json}'s
 * {@code files} names, none that no entry point reaches (besides the documents and licences), every
 * file an entry point names, and the licence notices of what the build compiled in
 * ({@code THIRD-PARTY-NOTICES.md}, held to the list of compiled classes that
 * {@code org.pacru.js.build.CompiledClassesPlugin} writes during the build).
 *
 * <p>{@code npm pack} rather than {@code npm publish --dry-run}: both list the same tarball, but
 * publish asks the registry for the package's versions first (a GET of {@code /pacru}, three
 * attempts when it cannot connect), warns that it needs a login, and refuses a prerelease version
 * such as {@code 0.3.0-SNAPSHOT} without {@code --tag}; pack needs neither network nor account.
 *
 * <p>They need {@code npm} on the PATH; without it they are skipped and say so, unless the Node tests
 * are required ({@code PACRU_NODE_TESTS=required}, as {@code .ci/run} sets): then it fails the build.
 */
class NpmPackageTest {
    private static final Path PACKAGE = Path.of(System.getProperty("pacru.package.dir", "target/npm/pacru"));
    /** The package's sources: package.json's files are laid out from here. */
    private static final Path SOURCES = Path.of("src", "main", "npm");
    private static final Path COMPILED = Path.of(System.getProperty("pacru.compiled-classes.dir", "target/compiled-classes"));
    private static final Path ROOT = Path.of(System.getProperty("pacru.root", "..")).toAbsolutePath().normalize();
    private static final String NOTICES = "THIRD-PARTY-NOTICES.md";
    /** The files a package carries besides its code: its description, documents and licences. */
    private static final Set<String> DOCUMENTS = Set.of("package.json", "README.md", "LICENSE", NOTICES);
    /**
     * Each licence the notices may name (SPDX identifier) and lines of its text: the notices must
     * carry the text of every licence they name. A licence not here fails the test until its text
     * is added to the notices and its lines here.
     */
    private static final Map<String, List<String>> LICENCE_TEXTS = Map.of(
            "Apache-2.0", List.of("Version 2.0, January 2004", "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
                    "END OF TERMS AND CONDITIONS"),
            "Unicode-3.0", List.of("UNICODE LICENSE V3", "COPYRIGHT AND PERMISSION NOTICE",
                    "this copyright and permission notice appear with all copies of the Data"),
            "MIT", List.of("Permission is hereby granted, free of charge, to any person obtaining a copy",
                    "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND"));
    /** A row of the notices' table: {@code | `group:artifact` | version | licence |}. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([\\w.-]+:[\\w.-]+)`\\s*\\|\\s*([^|\\s]+)\\s*\\|\\s*([^|]+?)\\s*\\|\\s*$",
            Pattern.MULTILINE);
    /** A file name in quotes, with or without {@code ./}: how the package's modules name each other and pacru.wasm. */
    private static final Pattern FILE_REFERENCE = Pattern.compile("[\"'`](?:\\./)?([\\w.-]+)[\"'`]");

    private static Map<String, Object> packed;
    private static Map<String, Object> packageJson;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void pack() throws IOException, InterruptedException {
        assertThat(PACKAGE.resolve("package.json")).as("the package built by the build (mvn package)").exists();
        packageJson = (Map<String, Object>) JsonReader.parse(Files.readString(PACKAGE.resolve("package.json"), StandardCharsets.UTF_8));
        Path out = Files.createTempFile("npm-pack", ".out");
        Path err = Files.createTempFile("npm-pack", ".err");
        try {
            Process p;
            try {
                p = new ProcessBuilder("npm", "pack", "--dry-run", "--json", "--no-update-notifier")
                        .directory(PACKAGE.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            } catch (IOException e) {
                skipOrFail("no npm on the PATH (" + e.getMessage() + ")");
                return;
            }
            if (!p.waitFor(2, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                Assertions.fail("npm pack --dry-run did not finish in 2 minutes");
            }
            String stdout = Files.readString(out, StandardCharsets.UTF_8);
            String stderr = Files.readString(err, StandardCharsets.UTF_8);
            assertThat(p.exitValue()).as("npm pack --dry-run --json exit code; its output:\n%s\n%s", stdout, stderr).isZero();
            assertThat(stderr).as("what npm pack --dry-run printed besides the tarball's JSON (warnings, notices)").isEmpty();
            List<Object> tarballs = (List<Object>) JsonReader.parse(stdout);
            assertThat(tarballs).as("npm pack's tarballs").hasSize(1);
            packed = (Map<String, Object>) tarballs.get(0);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static void skipOrFail(String missing) {
        if (Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"))) {
            Assertions.fail("NpmPackageTest: the Node tests are required (PACRU_NODE_TESTS=required) but there is " + missing);
        }
        System.out.println("NpmPackageTest: SKIPPED: " + missing);
        Assumptions.abort("npm package tests skipped: " + missing);
    }

    @Test
    @DisplayName("the tarball is pacru at the project's version, under the MIT License")
    void nameVersionAndLicence() {
        assertThat(packed.get("name")).isEqualTo("pacru");
        String version = System.getProperty("pacru.version");
        assertThat(version).as("the project's version (pom.xml passes pacru.version)").isNotBlank();
        assertThat(packed.get("version")).isEqualTo(version);
        assertThat(packageJson.get("license")).as("package.json's license: pacru's own code; the notices cover the rest").isEqualTo("MIT");
    }

    @Test
    @DisplayName("the tarball holds exactly the files package.json's files names, and package.json: nothing the build leaves beside them (pacru.wasm.wasm-opt)")
    void exactlyTheListedFiles() {
        Set<String> expected = new TreeSet<>(listedFiles());
        expected.add("package.json");
        Set<String> files = packedFiles();
        assertThat(difference(files, expected)).as("files in the tarball that package.json's files does not name").isEmpty();
        assertThat(difference(expected, files)).as("files package.json's files names that are not in the tarball").isEmpty();
        assertThat(files).as("the build's marker of wasm-opt's work, beside pacru.wasm").doesNotContain("pacru.wasm.wasm-opt");
    }

    @Test
    @DisplayName("every file in the tarball is reached from an entry point (exports, main, module, types) or is a document or licence: no stray files")
    void noStrayFiles() throws IOException {
        Set<String> files = packedFiles();
        Set<String> reached = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>(entryPoints());
        while (!todo.isEmpty()) {
            String file = todo.pop();
            if (!reached.add(file) || !files.contains(file) || file.endsWith(".wasm") || file.equals("package.json")) {
                continue;
            }
            Matcher m = FILE_REFERENCE.matcher(Files.readString(PACKAGE.resolve(file), StandardCharsets.UTF_8));
            while (m.find()) {
                if (files.contains(m.group(1))) {
                    todo.push(m.group(1));
                }
            }
        }
        Set<String> stray = new TreeSet<>(files);
        stray.removeAll(reached);
        stray.removeAll(DOCUMENTS);
        assertThat(stray).as("files in the tarball no entry point reaches (reached: %s)", reached).isEmpty();
        assertThat(reached).as("the engine's builds and their runtime, reached from the loaders")
                .contains("pacru.wasm", "pacru.js", "pacru.cjs", "pacru.wasm-runtime.js", "pacru.wasm-runtime.cjs");
    }

    @Test
    @DisplayName("every file package.json's exports, main, module and types name is in the tarball")
    void entryPointsArePacked() {
        Set<String> files = packedFiles();
        List<String> entries = entryPoints();
        assertThat(entries).as("the entry points of package.json").contains("index.js", "index.cjs", "index.d.ts", "pacru.wasm");
        assertThat(difference(new TreeSet<>(entries), files)).as("entry points missing from the tarball").isEmpty();
    }

    @Test
    @DisplayName("the tarball carries pacru's LICENSE and THIRD-PARTY-NOTICES.md as written in the repository, and the README points to the notices")
    void licenceAndNoticesArePacked() throws IOException {
        assertThat(packedFiles()).contains("LICENSE", NOTICES);
        assertThat(Files.readString(PACKAGE.resolve("LICENSE"), StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(ROOT.resolve("LICENSE"), StandardCharsets.UTF_8)).contains("MIT License");
        assertThat(Files.readString(PACKAGE.resolve(NOTICES), StandardCharsets.UTF_8))
                .isEqualTo(Files.readString(SOURCES.resolve(NOTICES), StandardCharsets.UTF_8));
        assertThat(Files.readString(PACKAGE.resolve("README.md"), StandardCharsets.UTF_8)).contains(NOTICES);
    }

    @Test
    @DisplayName("THIRD-PARTY-NOTICES.md names, with version and licence, exactly the artifacts other than pacru's that the builds compiled classes from, and carries each licence's text")
    void noticesNameWhatIsCompiledIn() throws IOException {
        Map<String, String> compiledIn = new TreeMap<>();           // group:artifact -> version
        Set<String> classes = new TreeSet<>();
        for (String build : List.of("wasm.txt", "js.txt")) {
            Path list = COMPILED.resolve(build);
            assertThat(list).as("the classes the build compiled (CompiledClassesPlugin, pom.xml)").exists();
            for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
                String[] parts = line.split("\t");
                assertThat(parts).as("%s: origin TAB class, not '%s'", build, line).hasSize(2);
                classes.add(parts[1]);
                String origin = parts[0];
                if (origin.equals("(no class file)") || isPacru(origin)) {
                    continue;
                }
                String[] gav = origin.split(":");
                assertThat(gav).as("%s: %s comes from %s, neither pacru's nor an artifact of the Maven repository", build, parts[1], origin)
                        .hasSize(3);
                compiledIn.put(gav[0] + ":" + gav[1], gav[2]);
            }
        }
        assertThat(compiledIn).as("artifacts compiled in (TeaVM's class library at least)").containsKey("org.teavm:teavm-classlib");
        String notices = Files.readString(SOURCES.resolve(NOTICES), StandardCharsets.UTF_8);
        Map<String, String> versions = new TreeMap<>();
        Map<String, String> licences = new TreeMap<>();
        Matcher row = ROW.matcher(notices);
        while (row.find()) {
            versions.put(row.group(1), row.group(2));
            licences.put(row.group(1), row.group(3));
        }
        assertThat(versions).as("%s's table of the artifacts compiled in (| `group:artifact` | version | licence |)", NOTICES)
                .isEqualTo(compiledIn);
        Set<String> named = new TreeSet<>();
        licences.values().forEach(expression -> named.addAll(licenceIds(expression)));
        if (classes.stream().anyMatch(c -> c.startsWith("org.teavm.classlib.impl.unicode."))) {
            named.add("Unicode-3.0");    // TeaVM's character tables, made from the Unicode Character Database
            assertThat(notices.contains("Unicode Character Database")).as("%s names the Unicode Character Database", NOTICES).isTrue();
        }
        assertLicenceTexts(notices, named);
        for (String line : List.of("This product includes software developed by Alexey Andreev", "Joda.org")) {
            assertThat(notices.contains(line)).as("%s carries TeaVM's NOTICE file (Apache-2.0 section 4d): '%s'", NOTICES, line).isTrue();
        }
    }

    /** Whether a class path origin is one of pacru's modules: a folder or jar of this repository, or an artifact of org.pacru. */
    private static boolean isPacru(String origin) {
        if (origin.matches("[\\w.-]+:[\\w.-]+:[\\w.-]+")) {
            return origin.startsWith("org.pacru:");
        }
        return Path.of(origin).isAbsolute() && Path.of(origin).normalize().startsWith(ROOT);
    }

    /** The SPDX identifiers of a licence expression such as {@code EPL-2.0 OR Apache-2.0}. */
    static Set<String> licenceIds(String expression) {
        return Stream.of(expression.replace("(", " ").replace(")", " ").split("\\s+(?:OR|AND|WITH)\\s+|\\s+"))
                .filter(s -> !s.isBlank()).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The notices carry the text of every licence named; one with no known text fails, saying what to add. */
    static void assertLicenceTexts(String notices, Set<String> ids) {
        for (String id : ids) {
            assertThat(LICENCE_TEXTS).as("a licence whose text the test knows (add its text to %s and its lines to LICENCE_TEXTS)", NOTICES)
                    .containsKey(id);
            for (String line : LICENCE_TEXTS.get(id)) {
                assertThat(notices.replaceAll("\\s+", " ").contains(line)).as("%s carries the text of %s: '%s'", NOTICES, id, line).isTrue();
            }
        }
    }

    /** The files of package.json's files, one by one (a folder there would make the tarball's list open-ended). */
    @SuppressWarnings("unchecked")
    private static List<String> listedFiles() {
        List<String> files = new ArrayList<>();
        for (Object entry : (List<Object>) packageJson.get("files")) {
            String name = (String) entry;
            assertThat(name).as("an entry of package.json's files: a file of the package, by name").matches("[\\w.-]+");
            assertThat(PACKAGE.resolve(name)).as("package.json's files names %s", name).isRegularFile();
            files.add(name);
        }
        return files;
    }

    /** The paths of the tarball's files, as npm pack lists them. */
    @SuppressWarnings("unchecked")
    private static Set<String> packedFiles() {
        Set<String> files = new TreeSet<>();
        for (Object f : (List<Object>) packed.get("files")) {
            files.add((String) ((Map<String, Object>) f).get("path"));
        }
        assertThat(packed.get("entryCount")).as("npm's count of the tarball's entries").isEqualTo((long) files.size());
        return files;
    }

    /** Every file package.json's main, module, types and exports name, without {@code ./}. */
    private static List<String> entryPoints() {
        List<String> entries = new ArrayList<>();
        for (String field : List.of("main", "module", "types")) {
            collectTargets(packageJson.get(field), entries);
        }
        collectTargets(packageJson.get("exports"), entries);
        return entries;
    }

    private static void collectTargets(Object value, List<String> into) {
        if (value instanceof String s) {
            assertThat(s).as("an entry point of package.json: a file of the package").startsWith("./");
            into.add(s.substring(2));
        } else if (value instanceof Map<?, ?> map) {
            map.values().forEach(v -> collectTargets(v, into));
        } else {
            assertThat(value).as("a value of package.json's exports: a path or conditions").isNull();
        }
    }

    private static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> d = new TreeSet<>(a);
        d.removeAll(b);
        return d;
    }
}
