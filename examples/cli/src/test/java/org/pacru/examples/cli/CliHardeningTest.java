package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile input through the real entry point {@link Main#run}: no stack trace, bounded
 * output for any line, control characters escaped, one output line per input line, files named in
 * messages, ASCII digits only.
 */
class CliHardeningTest {
    static final String START = MainTest.START;

    @Test
    @DisplayName("R7.1: explain of e1>(a1,a2,a3) is ILLEGAL with R7.1, no exception")
    void r7_1_explainTooManyRelinquishedFields() {
        CliRun r = CliRun.run("explain", START, "e1>(a1,a2,a3)");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).contains("ILLEGAL").contains("R7.1");
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    @DisplayName("an unexpected failure of any command is one line naming the command, the input and the cause, exit 1")
    void unexpectedFailureIsOneLine() {
        InputStream failing = new InputStream() {
            @Override
            public int read() {
                throw new IllegalStateException("the input broke");
            }

            @Override
            public int read(byte[] b, int off, int len) {
                throw new IllegalStateException("the input broke");
            }
        };
        CliRun r = CliRun.withStream(failing, "legal", "--base");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("pacru legal: failed on arguments '--base': internal error: the input broke\n");
    }

    @Test
    @DisplayName("a file name this system cannot use, a directory, bad UTF-8, a missing directory: named, in words, exit 1")
    void fileProblemsInWords(@TempDir Path dir) throws IOException {
        CliRun nul = CliRun.run("replay", "bad\u0000name.pgn");
        assertThat(nul.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(nul.err()).startsWith("pacru replay: the file name 'bad\\0name.pgn' cannot be used on this system");

        CliRun directory = CliRun.run("replay", dir.toString());
        assertThat(directory.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(directory.err()).contains("'" + dir + "' is a directory, not a file");

        Path bad = dir.resolve("bad.pgn");
        Files.write(bad, new byte[] {'[', 'P', (byte) 0xC3, '"'});
        CliRun utf8 = CliRun.run("replay", bad.toString());
        assertThat(utf8.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(utf8.err()).contains("'" + bad + "' is not valid UTF-8 text: bad byte at offset 2");

        CliRun missing = CliRun.run("replay", dir.resolve("none.pgn").toString());
        assertThat(missing.err()).contains("none.pgn': no such file or directory");

        CliRun svg = CliRun.run("show", "--svg", dir.resolve("no/such/dir/x.svg").toString());
        assertThat(svg.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(svg.err()).contains("cannot write '").contains("x.svg': the directory '")
                .contains("no/such/dir' does not exist");
        CliRun svgDir = CliRun.run("show", "--svg", dir.toString());
        assertThat(svgDir.err()).contains("it is a directory");

        CliRun stdin = CliRun.withBytes(new byte[] {(byte) 0xFF}, "replay");
        assertThat(stdin.err()).isEqualTo("pacru replay: stdin is not valid UTF-8 text: bad byte at offset 0\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"legal", "play"})
    @DisplayName("a 10 MB bad line: an error line quoting a short prefix, the next line still answered")
    void longLineIsRejectedAndTheOthersGoOn(String command) {
        byte[] longLine = ("x".repeat(10_000_000) + "\n" + START + "\n").getBytes(StandardCharsets.US_ASCII);
        CliRun r = CliRun.withBytes(longLine, command);
        String[] lines = r.out().split("\n", -1);
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).startsWith("error\t").contains("line too long: 10000000 bytes");
        assertThat(lines[1]).doesNotStartWith("error");
        assertThat(r.out().length() + r.err().length()).isLessThan(3_000);
    }

    @Test
    @DisplayName("a line of exactly the limit is read; one byte more is too long; CRLF does not count")
    void lineLimitIsExact() throws IOException {
        String atLimit = "y".repeat(Lines.MAX_BYTES);
        Lines lines = new Lines(new java.io.ByteArrayInputStream((atLimit + "\r\n" + atLimit + "z\n")
                .getBytes(StandardCharsets.US_ASCII)), Lines.MAX_BYTES);
        Lines.Line first = lines.next();
        assertThat(first.problem()).isEmpty();
        assertThat(first.text()).hasSize(Lines.MAX_BYTES);
        assertThat(lines.next().problem()).contains("line too long: 1048577 bytes, more than the 1048576 a line may have");
        assertThat(lines.next()).isNull();
    }

    @Test
    @DisplayName("the line rule: LF or CRLF end a line; a bare CR stays inside it; the last line needs no end")
    void lineEndings() throws IOException {
        Lines lines = new Lines(new java.io.ByteArrayInputStream("a\r\nb\rc\nd\n\ne\r".getBytes(StandardCharsets.US_ASCII)),
                100);
        assertThat(lines.next().text()).isEqualTo("a");
        assertThat(lines.next().text()).isEqualTo("b\rc");
        assertThat(lines.next().text()).isEqualTo("d");
        assertThat(lines.next().text()).isEmpty();
        Lines.Line last = lines.next();
        assertThat(last.text()).isEqualTo("e\r");
        assertThat(last.number()).isEqualTo(5);
        assertThat(lines.next()).isNull();
    }

    @Test
    @DisplayName("control characters are escaped: an error line keeps two TAB-separated fields, no ESC reaches the terminal")
    void controlCharactersEscaped() {
        String input = "\t\u001b[31m\u0007\u0000x\rq\n";
        CliRun legal = CliRun.withInput(input, "legal");
        assertThat(legal.out().split("\n", -1)).hasSize(2);
        assertThat(legal.out().split("\n")[0].split("\t", -1)).hasSize(2);
        assertThat(legal.out()).contains("\\t\\e[31m\\u0007\\0x\\rq").doesNotContain("\u001b").doesNotContain("\r");
        assertThat(legal.err()).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\u0000");

        CliRun play = CliRun.withInput(START + "\te1-\u001be2\u0007\n", "play");
        String[] fields = play.out().split("\n")[0].split("\t", -1);
        assertThat(fields).hasSize(4);
        assertThat(fields[0]).isEqualTo("illegal");
        assertThat(play.out()).doesNotContain("\u001b").doesNotContain("\u0007");
    }

    @Test
    @DisplayName("a bare CR inside a line gives one output line, not two")
    void bareCrGivesOneOutputLine() {
        CliRun r = CliRun.withInput(START + "\rjunk\n" + START + "\r\n", "legal", "--count-rotations");
        assertThat(r.out().split("\n", -1)).hasSize(3);
        assertThat(r.out().split("\n")[0]).startsWith("error\tline 1: ").contains("\\rjunk");
        assertThat(r.out().split("\n")[1]).isEqualTo("0");
    }

    @Test
    @DisplayName("invalid UTF-8 on a line: an error line saying so, with the byte; the other lines go on")
    void invalidUtf8Line() {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(new byte[] {'a', (byte) 0xC0, (byte) 0x80, '\n'});
        in.writeBytes((START + "\n").getBytes(StandardCharsets.US_ASCII));
        CliRun r = CliRun.withBytes(in.toByteArray(), "legal", "--count-rotations");
        assertThat(r.out()).isEqualTo("error\tline 1: not valid UTF-8 at byte 2 of the line\n0\n");
        assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
    }

    @ParameterizedTest
    @ValueSource(strings = {"٣", "３", " ３ ", "3\u00a0", "0x3", "1e3", "", "-", "99999999999999999999"})
    @DisplayName("numbers are ASCII digits only: other scripts' digits, other blanks and overflow are usage errors")
    void asciiDigitsOnly(String number) {
        for (String[] args : new String[][] {{"perft", number}, {"show", "--players", number},
                {"demo", "--seed", number}, {"selfplay", "--games", number}}) {
            CliRun r = CliRun.run(args);
            assertThat(r.status()).as(String.join(" ", args)).isEqualTo(Main.USAGE);
            assertThat(r.err()).contains("needs a whole number");
        }
        assertThat(CliRun.run("show", "--players", " 3 ").status()).isZero();
        assertThat(CliRun.run("perft", "+1").out()).isEqualTo("28\n");
    }

    @Test
    @DisplayName("selfplay statistics are order-free sums (constant memory for any N): the same with 1 or 2 threads")
    void selfplayStatisticsInConstantMemory() {
        CliRun one = CliRun.run("selfplay", "--games", "7", "--threads", "1", "--seed", "4");
        CliRun two = CliRun.run("selfplay", "--games", "7", "--threads", "2", "--seed", "4");
        assertThat(one.status()).isZero();
        assertThat(withoutSpeed(one.out())).isEqualTo(withoutSpeed(two.out()).replace("2 threads", "1 threads"));
        assertThat(one.out()).contains("games:       7 ");
    }

    private static String withoutSpeed(String out) {
        return out.replaceAll("(?m)^speed:.*\\n", "");
    }
}
