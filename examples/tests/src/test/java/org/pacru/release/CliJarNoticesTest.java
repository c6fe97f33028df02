package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The command-line tool's jar, {@code examples/cli/target/pacru.jar} (maven-shade-plugin, in
 * examples/cli's {@code package} phase, before this module's tests in {@code mvn verify}), carries the
 * licences and notices of what it holds: {@code META-INF/THIRD-PARTY-NOTICES.md} names every library
 * shaded into it, read from the jar itself (the {@code META-INF/maven/<group>/<artifact>/pom.properties}
 * that shade keeps of each), with its version and licence, and has the text of each licence it names;
 * every licence or notice file a library brought into the jar is reproduced there; the jar's
 * {@code META-INF/LICENSE} is pacru's; and the page's engine ({@code web/pkg/}, compiled by TeaVM) comes
 * with the npm package's notices. A library added to the tool without its notice fails here.
 */
class CliJarNoticesTest {

    private static final Path ROOT = Path.of(System.getProperty("pacru.root", "../.."));
    private static final Path JAR = ROOT.resolve("examples/cli/target/pacru.jar");
    private static final String NOTICES = "META-INF/THIRD-PARTY-NOTICES.md";
    private static final String ENGINE = "org/pacru/examples/serve/web/pkg/";
    /**
     * Each licence the notices may name (SPDX identifier) and lines of its text, compared with white
     * space collapsed: the notices must carry the text of every licence they name. A licence not here
     * fails the test until its text is added to the notices and its lines here.
     */
    private static final Map<String, List<String>> LICENCE_TEXTS = Map.of(
            "Apache-2.0", List.of("Version 2.0, January 2004", "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION",
                    "END OF TERMS AND CONDITIONS"),
            "EPL-2.0", List.of("Eclipse Public License - v 2.0", "THE ACCOMPANYING PROGRAM IS PROVIDED UNDER THE TERMS OF THIS ECLIPSE PUBLIC LICENSE",
                    "Exhibit A - Form of Secondary Licenses Notice"),
            "MIT", List.of("Permission is hereby granted, free of charge, to any person obtaining a copy",
                    "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND"));
    /** A row of the notices' table: {@code | `group:artifact` | version | licence |}. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([\\w.-]+:[\\w.-]+)`\\s*\\|\\s*([^|\\s]+)\\s*\\|\\s*([^|]+?)\\s*\\|\\s*$",
            Pattern.MULTILINE);
    private static final Pattern POM_PROPERTIES = Pattern.compile("META-INF/maven/[^/]+/[^/]+/pom\\.properties");
    /** A licence or notice file a library may bring (META-INF/LICENSE.txt, META-INF/NOTICE, …). */
    private static final Pattern LEGAL_FILE = Pattern.compile("META-INF/(?:[^/]*/)?(?:LICENSE|LICENCE|NOTICE|COPYING)[^/]*",
            Pattern.CASE_INSENSITIVE);

    /** The jar's files: name to text, for the ones the tests read. */
    private static final Map<String, String> texts = new TreeMap<>();
    /** group:artifact to version of every Maven artifact shaded into the jar, pacru's own included. */
    private static final Map<String, String> shaded = new TreeMap<>();
    private static final Set<String> names = new TreeSet<>();

    @BeforeAll
    static void readJar() throws IOException {
        assertThat(JAR).as("the tool's jar: built by the package phase of examples/cli (mvn -B verify, or mvn package)").isRegularFile();
        try (ZipFile zip = new ZipFile(JAR.toFile())) {
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                ZipEntry entry = e.nextElement();
                String name = entry.getName();
                names.add(name);
                if (POM_PROPERTIES.matcher(name).matches()) {
                    Properties p = new Properties();
                    try (InputStream in = zip.getInputStream(entry)) {
                        p.load(in);
                    }
                    shaded.put(p.getProperty("groupId") + ":" + p.getProperty("artifactId"), p.getProperty("version"));
                } else if (!entry.isDirectory() && (LEGAL_FILE.matcher(name).matches() || name.equals(NOTICES) || name.startsWith(ENGINE)
                        && name.endsWith(".md"))) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        texts.put(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    }
                }
            }
        }
        assertThat(texts).as("%s in the jar (examples/cli/THIRD-PARTY-NOTICES.md, shaded in by examples/cli/pom.xml)", NOTICES)
                .containsKey(NOTICES);
    }

    @Test
    @DisplayName("the notices name, with version and licence, exactly the libraries shaded into the jar besides pacru's modules, and carry each licence's text")
    void noticesNameEveryShadedLibrary() {
        Map<String, String> libraries = new TreeMap<>(shaded);
        libraries.keySet().removeIf(k -> k.startsWith("org.pacru:"));
        assertThat(libraries).as("libraries in the jar (its pom.properties): Jetty at least").containsKey("org.eclipse.jetty:jetty-server");
        assertThat(shaded).as("pacru's own modules in the jar").containsKeys("org.pacru:pacru-core", "org.pacru:pacru-cli");
        String notices = texts.get(NOTICES);
        Map<String, String> versions = new TreeMap<>();
        Set<String> licences = new TreeSet<>();
        Matcher row = ROW.matcher(notices);
        while (row.find()) {
            versions.put(row.group(1), row.group(2));
            licences.addAll(licenceIds(row.group(3)));
        }
        assertThat(versions).as("%s's table of libraries (| `group:artifact` | version | licence |) against the jar's pom.properties",
                NOTICES).isEqualTo(libraries);
        String flat = collapse(notices);
        for (String id : licences) {
            assertThat(LICENCE_TEXTS).as("a licence whose text the test knows (add its text to %s and its lines to LICENCE_TEXTS)", NOTICES)
                    .containsKey(id);
            for (String line : LICENCE_TEXTS.get(id)) {
                assertThat(flat.contains(collapse(line))).as("%s carries the text of %s: '%s'", NOTICES, id, line).isTrue();
            }
        }
    }

    @Test
    @DisplayName("every licence or notice file a library brought into the jar (META-INF/LICENSE.txt, NOTICE, …) is reproduced in the notices")
    void librariesOwnNoticesAreReproduced() {
        String flat = collapse(texts.get(NOTICES));
        Set<String> legal = texts.keySet().stream().filter(n -> LEGAL_FILE.matcher(n).matches() && !n.equals("META-INF/LICENSE"))
                .collect(Collectors.toCollection(TreeSet::new));
        for (String file : legal) {
            assertThat(flat.contains(collapse(texts.get(file)))).as("%s reproduces the jar's %s:%n%s", NOTICES, file, texts.get(file)).isTrue();
        }
    }

    @Test
    @DisplayName("the jar's META-INF/LICENSE is pacru's MIT licence, not a library's")
    void licenceIsPacrus() throws IOException {
        assertThat(texts.get("META-INF/LICENSE")).as("META-INF/LICENSE in the jar")
                .isEqualTo(Files.readString(ROOT.resolve("LICENSE"), StandardCharsets.UTF_8)).contains("MIT License");
    }

    @Test
    @DisplayName("the page's engine in the jar (web/pkg, compiled by TeaVM) comes with the npm package's THIRD-PARTY-NOTICES.md, which the jar's notices point to")
    void pageEngineCarriesThePackagesNotices() throws IOException {
        assertThat(names).as("the page's engine in the jar").contains(ENGINE + "pacru.wasm", ENGINE + "pacru.js");
        String engineNotices = ENGINE + "THIRD-PARTY-NOTICES.md";
        assertThat(texts).as("the npm package's notices beside the engine (examples/serve/pom.xml copies them)").containsKey(engineNotices);
        assertThat(texts.get(engineNotices))
                .isEqualTo(Files.readString(ROOT.resolve("pacru-js/src/main/npm/THIRD-PARTY-NOTICES.md"), StandardCharsets.UTF_8));
        assertThat(texts.get(NOTICES)).contains(engineNotices);
    }

    /** The SPDX identifiers of a licence expression such as {@code EPL-2.0 OR Apache-2.0}. */
    private static Set<String> licenceIds(String expression) {
        return Stream.of(expression.replace("(", " ").replace(")", " ").split("\\s+(?:OR|AND|WITH)\\s+|\\s+"))
                .filter(s -> !s.isBlank()).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The text with every run of white space one space: licence files differ in line breaks and spacing. */
    private static String collapse(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
