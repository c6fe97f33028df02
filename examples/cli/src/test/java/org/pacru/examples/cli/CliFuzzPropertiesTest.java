package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Fuzzing the batch commands through the real entry point {@link Main#run}, in process: random and
 * mutated lines (valid positions and actions from the conformance vectors with characters
 * replaced, inserted or deleted; control characters; invalid UTF-8 bytes; huge numbers; lines at
 * and beyond the 1 MiB limit) fed to {@code legal} (all three modes), {@code play} (both rulesets)
 * and {@code replay} (a record on stdin). Every run must end with exit status 0 or 1 and no stack
 * trace; {@code legal} and {@code play} must print exactly one line per input line; an
 * {@code error} or {@code illegal} line has its fixed number of TAB-separated fields and at most
 * 1,000 characters, and no raw control character reaches the output.
 *
 * <p>Sized for 2 cores: 2 properties × 150 tries, each a batch of 1 to 12 lines: 300 runs of the
 * tool and about 1,500 input lines a build (the count is printed after the run), of which about 1
 * in 25 is at or beyond the 1 MiB line limit; a few seconds.
 */
class CliFuzzPropertiesTest {
    private static final AtomicLong LINES = new AtomicLong();
    private static final AtomicLong RUNS = new AtomicLong();
    private static final List<String> SAMPLES = samples();

    private static final String[][] BATCH_COMMANDS = {
        {"legal"}, {"legal", "--base"}, {"legal", "--count-rotations"},
        {"play"}, {"play", "--ruleset", "abstractplay"},
    };

    @Property(tries = 150)
    void batchCommandsAnswerEveryLineOnOneLine(@ForAll("commands") String[] command,
                                               @ForAll("batches") List<byte[]> lines) {
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        for (byte[] line : lines) {
            input.writeBytes(line);
            input.write('\n');
        }
        CliRun r = CliRun.withBytes(input.toByteArray(), command);
        RUNS.incrementAndGet();
        LINES.addAndGet(lines.size());
        assertThat(r.status()).as("exit status").isIn(Main.OK, Main.BAD_INPUT);
        assertNoStackTrace(r);
        String[] out = r.out().isEmpty() ? new String[0] : r.out().split("\n", -1);
        assertThat(out.length - 1).as("one output line per input line").isEqualTo(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = out[i];
            assertThat(line).as("no raw control character").doesNotContainPattern("[\\x00-\\x08\\x0b-\\x1f\\x7f]");
            if (line.startsWith("error\t")) {
                assertThat(line.split("\t", -1)).hasSize(2);
                assertThat(line.length()).isLessThanOrEqualTo(1_000);
            } else if (line.startsWith("illegal\t")) {
                assertThat(line.split("\t", -1)).hasSize(4);
                assertThat(line.length()).isLessThanOrEqualTo(1_000);
            }
        }
        assertThat(r.err().length()).as("stderr bounded").isLessThanOrEqualTo(1_000 * (lines.size() + 1));
    }

    @Property(tries = 150)
    void replayAnswersAnyTextInAFewBoundedLines(@ForAll("batches") List<byte[]> lines) {
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        input.writeBytes("[Players \"2\"]\n\n".getBytes(StandardCharsets.US_ASCII));
        for (byte[] line : lines) {
            input.writeBytes(line);
            input.write(' ');
        }
        CliRun r = CliRun.withBytes(input.toByteArray(), "replay");
        RUNS.incrementAndGet();
        LINES.addAndGet(lines.size());
        assertThat(r.status()).isIn(Main.OK, Main.BAD_INPUT);
        assertNoStackTrace(r);
        assertThat(r.out().split("\n", -1).length).isLessThanOrEqualTo(3);
        assertThat(r.out().length()).isLessThanOrEqualTo(2_000);
        assertThat(r.err().length()).isLessThanOrEqualTo(2_000);
        assertThat(r.out() + r.err()).doesNotContainPattern("[\\x00-\\x08\\x0b-\\x1f\\x7f]");
    }

    @AfterContainer
    static void report() {
        System.out.println("CliFuzzPropertiesTest: " + RUNS.get() + " runs of the CLI, " + LINES.get() + " input lines");
    }

    private static void assertNoStackTrace(CliRun r) {
        assertThat(r.err()).doesNotContain("\tat ").doesNotContain("Exception in thread");
        assertThat(r.out()).doesNotContain("\tat org.");
    }

    @Provide
    Arbitrary<String[]> commands() {
        return Arbitraries.of(BATCH_COMMANDS);
    }

    @Provide
    Arbitrary<List<byte[]>> batches() {
        return line().list().ofMinSize(1).ofMaxSize(12);
    }

    private Arbitrary<byte[]> line() {
        Arbitrary<String> sample = Arbitraries.of(SAMPLES);
        Arbitrary<byte[]> valid = sample.map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> mutated = Combinators.combine(sample, Arbitraries.longs()).as(CliFuzzPropertiesTest::mutate);
        Arbitrary<byte[]> noise = Arbitraries.bytes().array(byte[].class).ofMaxSize(120);
        Arbitrary<byte[]> huge = Combinators.combine(sample, Arbitraries.of("99999999999999999999", "-1",
                "2147483648", "9223372036854775808", "0", "١٢", "３")).as((s, n) ->
                s.replaceFirst(" [0-9]$", " " + n).replaceFirst(" [A-D] ", " " + n + " ").getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> longLine = Arbitraries.integers().between(Lines.MAX_BYTES - 2, Lines.MAX_BYTES + 40)
                .map(n -> {
                    byte[] b = new byte[n];
                    java.util.Arrays.fill(b, (byte) '9');
                    return b;
                });
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, valid),
                net.jqwik.api.Tuple.of(12, mutated),
                net.jqwik.api.Tuple.of(3, noise),
                net.jqwik.api.Tuple.of(3, huge),
                net.jqwik.api.Tuple.of(1, longLine)).map(CliFuzzPropertiesTest::withoutLf);
    }

    /** A line holds no LF: the LF ends it (a CR stays, see {@link Lines}). */
    private static byte[] withoutLf(byte[] line) {
        byte[] copy = line.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == '\n') {
                copy[i] = 'n';
            }
        }
        return copy;
    }

    /** A sample with a few random edits: control characters, invalid UTF-8, digits, separators. */
    private static byte[] mutate(String sample, long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] bytes = sample.getBytes(StandardCharsets.UTF_8);
        byte[][] inserts = {{'\t'}, {'\r'}, {0x1b, '['}, {0x07}, {0}, {(byte) 0xff}, {(byte) 0xc3}, {(byte) 0xe2, (byte) 0x82},
            {'9', '9', '9', '9', '9', '9', '9', '9', '9', '9', '9'}, {'('}, {')'}, {','}, {'*'}, {'/'}, {' '}, {'>'},
            {'x'}, {'-'}, "١".getBytes(StandardCharsets.UTF_8), "\u2028".getBytes(StandardCharsets.UTF_8)};
        int edits = 1 + random.nextInt(4);
        int[] at = new int[edits];
        for (int i = 0; i < edits; i++) {
            at[i] = random.nextInt(bytes.length + 1);
        }
        java.util.Arrays.sort(at);
        int e = 0;
        for (int i = 0; i <= bytes.length; i++) {
            boolean skip = false;
            while (e < edits && at[e] == i) {
                switch (random.nextInt(3)) {
                    case 0 -> out.writeBytes(inserts[random.nextInt(inserts.length)]);
                    case 1 -> skip = true;
                    default -> {
                        out.write("abcdefghi123456789ABCDNSEW./ ".charAt(random.nextInt(29)));
                        skip = true;
                    }
                }
                e++;
            }
            if (i < bytes.length && !skip) {
                out.write(bytes[i]);
            }
        }
        return out.toByteArray();
    }

    /** Position strings and play lines from the conformance vectors, and the start positions. */
    private static List<String> samples() {
        List<String> list = new ArrayList<>(List.of(MainTest.START, MainTest.NEAR_TARGET,
                MainTest.START + "\te1-e2\ta7-b7", "e1-e2", "d9>>(a7,b5,b7,c4)", "1. e1-e2 a7-b7 2. e2-e3 b7-c7"));
        try {
            Path dir = Path.of(System.getProperty("pacru.conformance.dir"));
            List<String> play = Files.readAllLines(dir.resolve("play-standard.tsv"), StandardCharsets.UTF_8);
            for (int i = 0; i < play.size(); i += 40) {
                String[] f = play.get(i).split("\t");
                list.add(f[0]);
                list.add(f[0] + "\t" + f[1]);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return List.copyOf(list);
    }
}
