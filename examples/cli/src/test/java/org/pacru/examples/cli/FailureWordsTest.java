package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pacru.rules.Language;

/**
 * No message of the tool names a Java class: a failure is worded for the user ({@link Failure}),
 * what failed and what to do about it, in the three languages; a file that cannot be written
 * gets the system's reason; the tool's text tables and its outputs for failing command lines are
 * scanned for anything like {@code SomethingException} or {@code SomethingError}.
 */
class FailureWordsTest {
    /** A Java exception or error class name, as a user must never see one. */
    static final Pattern CLASS_NAME = Pattern.compile("\\b[A-Z]\\w*(Exception|Error)\\b");

    private static void assertNoClassName(String text) {
        assertThat(CLASS_NAME.matcher(text).find()).as("a Java class name in: %s", text).isFalse();
        assertThat(text).doesNotContain("java.").doesNotContain("\tat ");
    }

    @ParameterizedTest(name = "{0}: out of memory says what to do: ask for less or give Java more memory")
    @EnumSource(Language.class)
    void outOfMemoryIsWorded(Language lang) {
        String words = Failure.describe(new OutOfMemoryError("Java heap space"), lang);
        assertNoClassName(words);
        assertThat(words).contains("Java heap space").contains("--budget").contains("-Xmx");
    }

    @Test
    @DisplayName("out of memory in English, Spanish and Japanese")
    void outOfMemoryInEachLanguage() {
        OutOfMemoryError e = new OutOfMemoryError("Java heap space");
        assertThat(Failure.describe(e, Language.ENGLISH)).startsWith("out of memory (Java heap space): "
                + "the work asked is too large for this Java; ask for less (a smaller --budget");
        assertThat(Failure.describe(e, Language.SPANISH)).startsWith("memoria agotada (Java heap space): ");
        assertThat(Failure.describe(e, Language.JAPANESE)).startsWith("メモリが足りない（Java heap space）: ");
        assertThat(Failure.describe(new OutOfMemoryError(), Language.ENGLISH)).startsWith("out of memory (no details): ");
    }

    @Test
    @DisplayName("a worker's failure is worded as the failure itself, never as its wrapper")
    void wrappedFailuresAreUnwrapped() {
        OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
        String expected = Failure.describe(oom, Language.ENGLISH);
        assertThat(Failure.describe(new ExecutionException(oom), Language.ENGLISH)).isEqualTo(expected);
        assertThat(Failure.describe(new IllegalStateException(oom.toString(), oom), Language.ENGLISH)).isEqualTo(expected);
        assertThat(Failure.describe(new UncheckedIOException(new IOException("Broken pipe")), Language.ENGLISH))
                .isEqualTo("Broken pipe");
    }

    @Test
    @DisplayName("the stack, the virtual machine, input and output, and a bug: each in words, no class name")
    void otherFailuresAreWorded() {
        assertThat(Failure.describe(new StackOverflowError(), Language.ENGLISH))
                .isEqualTo("the Java stack overflowed: the work nests too deeply for it; give Java a larger stack "
                        + "(java -Xss16m -jar …)");
        assertThat(Failure.describe(new InternalError("bad"), Language.ENGLISH))
                .isEqualTo("the Java virtual machine failed (bad)");
        assertThat(Failure.describe(new IOException("No space left on device"), Language.ENGLISH))
                .isEqualTo("No space left on device");
        assertThat(Failure.describe(new IOException(), Language.ENGLISH))
                .isEqualTo("an input or output error, without details");
        assertThat(Failure.describe(new IllegalStateException("the input broke"), Language.ENGLISH))
                .isEqualTo("internal error: the input broke");
        assertThat(Failure.describe(new NullPointerException(), Language.SPANISH)).isEqualTo("error interno: sin detalles");
        for (Language lang : Language.values()) {
            for (Throwable e : List.of(new StackOverflowError(), new InternalError(), new IOException(),
                    new IllegalArgumentException(), new OutOfMemoryError())) {
                assertNoClassName(Failure.describe(e, lang));
            }
        }
    }

    @Test
    @DisplayName("a file that cannot be written (/dev/full) gets the system's reason, not the exception's class")
    void fullDeviceIsTheSystemsReason() {
        Assumptions.assumeTrue(Files.isWritable(Path.of("/dev/full")), "/dev/full (Linux)");
        CliRun r = CliRun.run("show", "--svg", "/dev/full");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("pacru show: --svg: cannot write '/dev/full': No space left on device\n");
    }

    @Test
    @DisplayName("standard input that fails to read is worded by the system's reason, or as an input error")
    void failingInputIsWorded() {
        CliRun withReason = CliRun.withStream(failing(new IOException("Input/output error")), "legal");
        assertThat(withReason.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(withReason.err()).isEqualTo("pacru legal: no arguments: Input/output error\n");
        CliRun without = CliRun.withStream(failing(new IOException()), "legal");
        assertThat(without.err()).isEqualTo("pacru legal: no arguments: an input or output error, without details\n");
    }

    private static InputStream failing(IOException e) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                throw e;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                throw e;
            }
        };
    }

    @Test
    @DisplayName("no text of the tool's tables, in any language, names a Java exception or error class")
    void noTextNamesAClass() throws IOException {
        Path texts = Path.of(System.getProperty("pacru.root", "../..")).resolve("examples/text/src/main/texts").normalize();
        for (String lang : List.of("en", "es", "ja")) {
            for (String line : Files.readAllLines(texts.resolve(lang + ".properties"), StandardCharsets.UTF_8)) {
                if (!line.startsWith("#")) {
                    assertNoClassName(line);
                }
            }
        }
    }

    @Test
    @DisplayName("failing command lines print no Java class name on either stream")
    void failingCommandLinesNameNoClass(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.pgn");
        Files.write(bad, new byte[] {'[', (byte) 0xC3});
        List<CliRun> runs = new ArrayList<>();
        runs.add(CliRun.run("replay", dir.resolve("none.pgn").toString()));
        runs.add(CliRun.run("replay", dir.toString()));
        runs.add(CliRun.run("replay", bad.toString()));
        runs.add(CliRun.run("replay", "bad\u0000name"));
        runs.add(CliRun.run("show", "--svg", dir.toString()));
        runs.add(CliRun.run("show", "--svg", dir.resolve("no/dir/x.svg").toString()));
        if (Files.isWritable(Path.of("/dev/full"))) {
            runs.add(CliRun.run("show", "--svg", "/dev/full"));
        }
        runs.add(CliRun.withStream(failing(new IOException()), "play"));
        runs.add(CliRun.run("analyse", MainTest.START, "--budget", "99999999999"));
        runs.add(CliRun.run("analyse", MainTest.START, "--budget", "x"));
        runs.add(CliRun.run("match", "--a", "mcts:99999999999", "--b", "random", "--games", "1"));
        runs.add(CliRun.run("selfplay", "--games", "99999999999"));
        runs.add(CliRun.run("perft", "65"));
        runs.add(CliRun.run("explain", MainTest.START, "e1-e9"));
        runs.add(CliRun.run("serve", "--port", "70000"));
        runs.add(CliRun.run("nonsense"));
        for (CliRun r : runs) {
            assertThat(r.status()).as(r.err()).isNotZero();
            assertNoClassName(r.out());
            assertNoClassName(r.err());
        }
    }
}
