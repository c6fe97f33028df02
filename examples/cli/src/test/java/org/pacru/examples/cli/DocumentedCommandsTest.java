package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every command line shown in the {@code ```sh} blocks of README.md and docs/tool.md runs against
 * the real entry point ({@link Main#run}, in process), and where a document shows its output
 * (lines after a {@code $ } prompt, {@code ...} for elided lines, a line ending in {@code [...]}
 * for the start of a longer line) the output must contain those lines in that order. The blocks
 * are parsed from the files, so a command added to either is tested as added.
 *
 * <p>Skipped, because they cannot run inside a test: {@code mvn} lines (the build itself, which
 * runs this test) and the JMH benchmark lines ({@code examples/bench/target/benchmarks.jar}: minutes of
 * measurement, built by {@code package}). A block line that is neither a pacru command nor one of
 * these fails the test, so nothing is skipped silently.
 */
class DocumentedCommandsTest {
    private static final String TOOL = "java -jar examples/cli/target/pacru.jar";
    /** The documents whose sh blocks are run, from the repository's root. */
    private static final List<String> DOCUMENTS = List.of("README.md", "docs/tool.md");

    /** One command line of a document's block (at {@code where}: file and line) and the output it shows, if any. */
    record Shown(String where, String command, List<String> output, boolean prompted) {
    }

    @TestFactory
    List<DynamicTest> everyDocumentedCommandRuns() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int run = 0;
        for (String document : DOCUMENTS) {
            List<Shown> shown = shownCommands(document);
            int runHere = 0;
            for (Shown s : shown) {
                for (String part : s.command().split("&&")) {
                    String command = part.strip();
                    if (command.startsWith("mvn ") || command.contains("examples/bench/target/benchmarks.jar")) {
                        continue;  // the build itself and the JMH benchmarks: see the class comment
                    }
                    assertThat(command).as("%s: only pacru commands, mvn and benchmarks may be shown", s.where())
                            .containsPattern("^(printf '[^']*' \\| )?" + java.util.regex.Pattern.quote(TOOL) + " ");
                    runHere++;
                    tests.add(DynamicTest.dynamicTest(s.where() + ": " + command, () -> check(s, command)));
                }
            }
            assertThat(runHere).as("pacru commands in the sh blocks of %s", document).isPositive();
            run += runHere;
        }
        assertThat(run).as("pacru commands in the documents' sh blocks").isGreaterThanOrEqualTo(3);
        return tests;
    }

    @Test
    @DisplayName("the start position diagram docs/tool.md shows is what 'pacru show' prints")
    void startDiagram() throws IOException {
        String text = document("docs/tool.md");
        int at = text.indexOf("as `" + TOOL + " show` prints it");
        assertThat(at).isPositive();
        int start = text.indexOf("```\n", at) + 4;
        String block = text.substring(start, text.indexOf("```", start));
        CliRun r = CliRun.run("show");
        assertThat(r.status()).isZero();
        assertThat(r.out()).isEqualTo(block);
    }

    private static void check(Shown s, String command) {
        String stdin = "";
        String tool = command;
        if (command.startsWith("printf '")) {
            int end = command.indexOf("' | ");
            stdin = printf(command.substring("printf '".length(), end));
            tool = command.substring(end + "' | ".length());
        }
        List<String> args = words(tool.substring(TOOL.length()));
        CliRun r = CliRun.withInput(stdin, args.toArray(new String[0]));
        assertThat(r.err()).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception in");
        if (!s.prompted()) {
            assertThat(r.status()).as("exit status of %s: %s", command, r.err()).isZero();
            return;
        }
        assertThat(r.status()).as("exit status").isIn(Main.OK, Main.BAD_INPUT);
        List<String> actual = List.of(r.out().split("\n", -1));
        int from = 0;
        List<String> segment = new ArrayList<>();
        List<List<String>> segments = new ArrayList<>();
        for (String line : s.output()) {
            if (line.equals("...")) {
                segments.add(segment);
                segment = new ArrayList<>();
            } else {
                segment.add(line);
            }
        }
        segments.add(segment);
        for (List<String> seg : segments) {
            if (seg.isEmpty()) {
                continue;
            }
            int found = -1;
            for (int i = from; i + seg.size() <= actual.size(); i++) {
                if (matches(seg, actual.subList(i, i + seg.size()))) {
                    found = i;
                    break;
                }
            }
            assertThat(found).as("%s: shown output %s in the output of %s:%n%s", s.where(), seg, command,
                    r.out()).isNotNegative();
            from = found + seg.size();
        }
    }

    /** Shown lines against actual ones: equal, or a shown line ending in {@code [...]} starts the actual line. */
    private static boolean matches(List<String> shown, List<String> actual) {
        for (int i = 0; i < shown.size(); i++) {
            String s = shown.get(i);
            boolean ok = s.endsWith(" [...]") ? actual.get(i).startsWith(s.substring(0, s.length() - "[...]".length()))
                    : actual.get(i).equals(s);
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** The command lines of a document's sh blocks, with the output shown after a $ prompt. */
    static List<Shown> shownCommands(String document) throws IOException {
        List<String> lines = document(document).lines().collect(java.util.stream.Collectors.toList());
        List<Shown> list = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().equals("```sh")) {
                continue;
            }
            int j = i + 1;
            while (!lines.get(j).strip().equals("```")) {
                String line = lines.get(j);
                int number = j + 1;
                if (line.isBlank() || line.startsWith("#")) {
                    j++;
                    continue;
                }
                boolean prompted = line.startsWith("$ ");
                StringBuilder command = new StringBuilder(prompted ? line.substring(2) : line);
                while (command.toString().endsWith("\\")) {  // continuation lines
                    command.setLength(command.length() - 1);
                    command.append(' ').append(lines.get(++j).strip());
                }
                j++;
                List<String> output = new ArrayList<>();
                if (prompted) {
                    while (!lines.get(j).startsWith("$ ") && !lines.get(j).strip().equals("```")) {
                        output.add(lines.get(j++));
                    }
                }
                list.add(new Shown(document + " line " + number, withoutComment(command.toString()).strip(), output, prompted));
            }
            i = j;
        }
        return list;
    }

    /** The command without a trailing shell comment ({@code #} after a blank, outside quotes). */
    private static String withoutComment(String command) {
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && i > 0 && command.charAt(i - 1) == ' ') {
                return command.substring(0, i);
            }
        }
        return command;
    }

    /** Shell words: blanks separate, single and double quotes group. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (c == ' ' || c == '\t') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    /** printf's escapes as the documents use them: \t, \n, \\ and %%. */
    static String printf(String format) {
        return format.replace("\\t", "\t").replace("\\n", "\n").replace("\\\\", "\\").replace("%%", "%");
    }

    private static String document(String path) throws IOException {
        return Files.readString(Path.of(System.getProperty("pacru.root", "../..")).resolve(path), StandardCharsets.UTF_8);
    }
}
