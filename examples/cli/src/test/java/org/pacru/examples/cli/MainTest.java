package org.pacru.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/** Every command of the tool, through the real entry point {@link Main#run}: output and exit status. */
class MainTest {
    static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    /** C to move, one marker short of the 3-player target (target-standard.tsv). */
    static final String NEAR_TARGET =
            "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3";

    @Nested
    class General {
        @Test
        @DisplayName("without a command: the overview on stderr, exit 2")
        void noCommand() {
            CliRun r = CliRun.run();
            assertThat(r.status()).isEqualTo(Main.USAGE);
            assertThat(r.err()).contains("Usage:").contains("selfplay");
        }

        @Test
        @DisplayName("--help lists every command, exit 0")
        void help() {
            CliRun r = CliRun.run("--help");
            assertThat(r.status()).isZero();
            assertThat(r.out()).contains("demo", "show", "explain", "legal", "play", "replay", "perft", "selfplay");
        }

        @Test
        @DisplayName("an unknown command is a usage error, exit 2")
        void unknownCommand() {
            CliRun r = CliRun.run("frobnicate");
            assertThat(r.status()).isEqualTo(Main.USAGE);
            assertThat(r.err()).contains("unknown command 'frobnicate'");
        }

        @ParameterizedTest
        @ValueSource(strings = {"demo", "show", "explain", "legal", "play", "replay", "perft", "selfplay"})
        @DisplayName("every command has --help (exit 0) and refuses an unknown option (exit 2)")
        void helpAndUnknownOption(String command) {
            CliRun help = CliRun.run(command, "--help");
            assertThat(help.status()).isZero();
            assertThat(help.out()).startsWith("Usage: pacru " + command);
            CliRun bad = CliRun.run(command, "--no-such-option");
            assertThat(bad.status()).isEqualTo(Main.USAGE);
            assertThat(bad.err()).contains("unknown option '--no-such-option'").contains("pacru " + command + " --help");
        }

        @ParameterizedTest
        @ValueSource(strings = {"demo", "legal", "play", "perft", "selfplay", "explain", "replay"})
        @DisplayName("R10: an unknown ruleset is a usage error, exit 2")
        void unknownRuleset(String command) {
            CliRun r = CliRun.run(command, "--ruleset", "chess");
            assertThat(r.status()).isEqualTo(Main.USAGE);
            assertThat(r.err()).contains("unknown ruleset 'chess'");
        }
    }

    @Nested
    class Legal {
        @Test
        @DisplayName("one line per position; a malformed line prints an error line and the others go on (exit 1)")
        void malformedLineDoesNotStopTheOthers() {
            CliRun r = CliRun.withInput(START + "\nnot a position\n" + START + "\n", "legal");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            String[] lines = r.lines();
            assertThat(lines).hasSize(4);
            assertThat(lines[0]).startsWith("a3-b2 a3-b3 a3-b4(a4)").endsWith("i9-i8");
            assertThat(lines[1]).startsWith("error\tline 2: position 'not a position'");
            assertThat(lines[2]).isEqualTo(lines[0]);
            assertThat(r.err()).contains("line 2");
        }

        @Test
        @DisplayName("--base prints the base moves, --count-rotations the number of rotations")
        void baseAndRotations() {
            assertThat(CliRun.withInput(START + "\n", "legal", "--base").out())
                    .isEqualTo("a3-b2 a3-b3 a3-b4 e1-d2 e1-e2 e1-f2 i3-h2 i3-h3 i3-h4 i9-h8 i9-h9 i9-i8\n");
            assertThat(CliRun.withInput(START + "\n", "legal", "--count-rotations").out()).isEqualTo("0\n");
        }

        @Test
        @DisplayName("a finished game has no legal move: an empty line")
        void finishedGame() {
            String after = "a.AN2cc1c1/1cccac1cc/c1cCSW5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c A 3";
            assertThat(CliRun.withInput(after + "\n", "legal").out()).isEqualTo("\n");
        }

        @Test
        @DisplayName("--base and --count-rotations together, or an argument, are usage errors")
        void usage() {
            assertThat(CliRun.run("legal", "--base", "--count-rotations").status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("legal", "extra").status()).isEqualTo(Main.USAGE);
        }
    }

    @Nested
    class Play {
        @Test
        @DisplayName("plays several actions of a line; empty action fields are ignored")
        void severalActions() {
            CliRun r = CliRun.withInput(START + "\te1-e2\t\ta7-b7\n" + START + "\t\n", "play");
            assertThat(r.status()).isZero();
            assertThat(r.lines()).containsExactly(
                    "4.BS3.ASW/9/1.BE6.BW/9/9/9/.AE7.AW/4.AN4/.BNE8 A 2\t*", START + "\t*", "");
        }

        @Test
        @DisplayName("R8.3a: a move that reaches the target prints the winner and TARGET_REACHED")
        void targetReached() {
            CliRun r = CliRun.withInput(NEAR_TARGET + "\td8-c7(a7)\n", "play");
            assertThat(r.out()).isEqualTo(
                    "a.AN2cc1c1/1cccac1cc/c1cCSW5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c A 3"
                            + "\tC TARGET_REACHED\n");
        }

        @Test
        @DisplayName("illegal, malformed action and malformed position lines; the others go on (exit 1)")
        void illegalAndMalformed() {
            CliRun r = CliRun.withInput(START + "\te1-e2\ta7-a9\n" + START + "\te1-e20\nxx\te1-e2\n" + START + "\te1-e2\n",
                    "play");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            String[] lines = r.lines();
            assertThat(lines[0]).startsWith("illegal\t2\tR3.1\t");
            assertThat(lines[1]).startsWith("illegal\t1\tNOTATION\taction 'e1-e20'");
            assertThat(lines[2]).startsWith("error\tposition 'xx'");
            assertThat(lines[3]).endsWith("\t*");
            assertThat(r.err()).contains("line 1").contains("line 2").contains("line 3");
        }

        @Test
        @DisplayName("streams: 100,000 lines from a generated input, counted at the output, none held")
        void streams() {
            byte[] line = (START + "\te1-e2\n").getBytes(StandardCharsets.UTF_8);
            int lines = 100_000;
            java.io.InputStream in = new java.io.InputStream() {
                private long pos;

                @Override
                public int read() {
                    if (pos >= (long) line.length * lines) {
                        return -1;
                    }
                    return line[(int) (pos++ % line.length)];
                }
            };
            long[] newlines = {0};
            java.io.OutputStream counter = new java.io.OutputStream() {
                @Override
                public void write(int b) {
                    if (b == '\n') {
                        newlines[0]++;
                    }
                }
            };
            int status = Main.run(new String[] {"play"}, in, new java.io.PrintStream(counter, true),
                    new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
            assertThat(status).isZero();
            assertThat(newlines[0]).isEqualTo(lines);
        }

        @Test
        @DisplayName("R8.3: an action after the end of the game is illegal")
        void afterTheEnd() {
            CliRun r = CliRun.withInput(NEAR_TARGET + "\td8-c7(a7)\te1-e2\n", "play");
            assertThat(r.out()).startsWith("illegal\t2\tR8.3\t");
        }
    }

    @Nested
    class Show {
        @Test
        @DisplayName("prints the diagram: coordinates, borderland lines, markers, chevrons with owner and arrow")
        void diagram() {
            CliRun r = CliRun.run("show", START);
            assertThat(r.status()).isZero();
            assertThat(r.out()).contains("  9 ┃ ·   ·   ·   ┃ ·   ·B↓ ·   ┃ ·   ·   ·A↙ ┃ 9")
                    .contains("    ┣━━━━━━━━━━━━━╋━━━━━━━━━━━━━╋━━━━━━━━━━━━━┫")
                    .contains("       a   b   c     d   e   f     g   h   i")
                    .contains("A to move").contains(START);
            assertThat(CliRun.run("show", NEAR_TARGET).out()).contains("  8 ┃ ·   c   c   ┃ cC↙ a   c   ┃");
        }

        @Test
        @DisplayName("an unquoted position string and --players give the same diagram")
        void unquotedAndPlayers() {
            String[] unquoted = ("show " + START).split(" ");
            assertThat(CliRun.run(unquoted).out()).isEqualTo(CliRun.run("show", START).out());
            assertThat(CliRun.run("show", "--players", "2").out()).isEqualTo(CliRun.run("show", START).out());
            assertThat(CliRun.run("show", "--players", "5").status()).isEqualTo(Main.USAGE);
        }

        @Test
        @DisplayName("--svg writes a picture with borderlands, coloured markers, chevron arrows and coordinates")
        void svg(@TempDir Path dir) throws IOException {
            Path file = dir.resolve("p.svg");
            CliRun r = CliRun.run("show", NEAR_TARGET, "--svg", file.toString());
            assertThat(r.status()).isZero();
            String svg = Files.readString(file, StandardCharsets.UTF_8);
            assertThat(svg).startsWith("<?xml").contains("<svg").endsWith("</svg>\n")
                    .contains("d8: chevron of C facing SW").contains("rotate(-135)")
                    .contains("e9: marker of C").contains(">a</text>").contains(">9</text>");
        }

        @Test
        @DisplayName("a malformed position: message on stderr, exit 1")
        void malformed() {
            CliRun r = CliRun.run("show", "9/9/9 A 2");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err()).contains("position '9/9/9 A 2'");
        }
    }

    @Nested
    class Explain {
        @Test
        @DisplayName("a wrong number of arguments is a usage error that counts them in words: no arguments, 1 argument")
        void wrongArgumentCountIsCountedInWords() {
            CliRun none = CliRun.run("explain");
            assertThat(none.status()).isEqualTo(Main.USAGE);
            assertThat(none.err()).contains("expected a position and an action, got no arguments").doesNotContain("(s)");
            assertThat(CliRun.run("explain", START).err()).contains("got 1 argument").doesNotContain("1 arguments")
                    .doesNotContain("(s)");
            assertThat(CliRun.run("explain", START, "--lang", "es").err())
                    .contains("se esperaban una posición y una acción, hay 1 argumento").doesNotContain("(s)");
        }

        @Test
        @DisplayName("R3.2: an illegal move: the violation, the range and how it was counted; exit 1")
        void outOfRange() {
            CliRun r = CliRun.run("explain", START, "e1-e3");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.out()).contains("Verdict: ILLEGAL, rule R3.2 (OUT_OF_RANGE)")
                    .contains("R3.2  range 1: A has no markers in the start borderland, centred on e2")
                    .contains("OUT OF RANGE").contains("R3.4  fields passed over: e2; no chevron in the way.");
            assertThat(r.err()).contains("illegal");
        }

        @Test
        @DisplayName("R4.4: a legal border crossing: candidate fields, choices open, events and resulting position")
        void crossing() {
            CliRun r = CliRun.run("explain", NEAR_TARGET, "d8-c7(a7)");
            assertThat(r.status()).isZero();
            assertThat(r.out()).contains("Verdict: LEGAL")
                    .contains("R3.2  range 4: C has 4 markers (d8, e9, f8, f9) in the start borderland, centred on e8")
                    .contains("R4.4a the borderland centred on b8 has neutral fields: mark one that holds no chevron: a7, a8, b7, c9 (4).")
                    .contains("R4.3  R4 choices open: a7 a8 b7 c9")
                    .contains("C claims a7 (border crossing, R4.4)")
                    .contains("game over: C TARGET_REACHED");
        }

        @Test
        @DisplayName("R7: a rotation names its cost and the fields that may be relinquished")
        void rotation() {
            CliRun r = CliRun.run("explain", NEAR_TARGET, "d8>(a9,b8)");
            assertThat(r.out()).contains("Rotation (R7):").contains("costs 2 of C's markers");
        }

        @Test
        @DisplayName("R7.1: a rotation naming three fields for a 45° turn is ILLEGAL by R7.1, explained, no stack trace")
        void r7_1_wrongCountRotation() {
            CliRun r = CliRun.run("explain", START, "e1>(a1,a2,a3)");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.out()).contains("Verdict: ILLEGAL, rule R7.1 (ROTATION_WRONG_COUNT)")
                    .contains("R7.1 Turning: The mover turns one of their chevrons by 45°")
                    .contains("R7.2  turn the chevron on e1 by 45° clockwise: costs 2 of A's markers on unoccupied fields;"
                            + " A has 0 (none): NOT affordable.")
                    .contains("WRONG COUNT");
            assertThat(r.err()).contains("illegal: R7.1").doesNotContain("Exception");
        }

        @Test
        @DisplayName("R3.4: the verdict quotes the broken rule's own words from RULES.md")
        void r3_4_verdictQuotesTheRule() {
            CliRun r = CliRun.run("explain", "9/9/9/9/9/9/9/.BE8/aANa7 A 2", "a1-a3");
            assertThat(r.out()).contains("Verdict: ILLEGAL, rule R3.4 (PATH_BLOCKED)")
                    .contains("R3.4 Path and jumps: The fields passed over may have markers of any colour, but no chevron")
                    .contains("R3.4  fields passed over: a2; chevrons on a2: NOT allowed: a jump needs A's marker on both a1 and a3.");
        }

        @Test
        @DisplayName("missing arguments are a usage error; a malformed action is exit 1")
        void usage() {
            assertThat(CliRun.run("explain", START).status()).isEqualTo(Main.USAGE);
            CliRun r = CliRun.run("explain", START, "e1-e20");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err()).contains("action 'e1-e20'");
        }
    }

    @Nested
    class Replay {
        @Test
        @DisplayName("replays a record from stdin or a file: final position and result")
        void replay(@TempDir Path dir) throws IOException {
            String record = "[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e3 b7-c7\n";
            CliRun r = CliRun.withInput(record, "replay");
            assertThat(r.status()).isZero();
            assertThat(r.lines()).containsExactly("4.BS3.ASW/9/2.BE5.BW/9/9/9/.AE3.AN3.AW/9/.BNE8 A 2", "*", "");
            Path file = dir.resolve("game.txt");
            Files.writeString(file, record);
            assertThat(CliRun.run("replay", file.toString()).out()).isEqualTo(r.out());
        }

        @Test
        @DisplayName("replays the main line of a record with variations, comments, glyphs and shapes, and of one without tags")
        void replayMainLineOfAnAnnotatedRecord() {
            String plain = CliRun.withInput("[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e3 b7-c7\n", "replay").out();
            String annotated = "[Format \"2\"]\n\n1. e1-e2!? {[%cal Ge2e5] aims} [1. e1-d2? [1. a3-b3]] a7-b7\n"
                    + "[1... a1-b2 $14 2. e2-e3] 2. e2-e3 {[%csl Re3]} b7-c7\n";
            CliRun r = CliRun.withInput(annotated, "replay");
            assertThat(r.status()).as(r.err()).isZero();
            assertThat(r.out()).isEqualTo(plain);
            CliRun illegalVariation = CliRun.withInput("1. e1-e2 a7-b7 [1... e2-e6] 2. e2-e3\n", "replay");
            assertThat(illegalVariation.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(illegalVariation.out()).startsWith("illegal\t2\t");
        }

        @Test
        @DisplayName("the first illegal action with its number and rule ID, exit 1")
        void illegal() {
            CliRun r = CliRun.withInput("[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e6\n", "replay");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.out()).startsWith("illegal\t3\tR3.2\t");
            assertThat(r.err()).contains("action 3");
        }

        @Test
        @DisplayName("text that is no game record, or a missing file, is exit 1")
        void malformed() {
            CliRun r = CliRun.withInput("1. e1-e2 [a7-b7\n", "replay");
            assertThat(r.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.out()).startsWith("error\t");
            assertThat(CliRun.run("replay", "/no/such/file").status()).isEqualTo(Main.BAD_INPUT);
            assertThat(CliRun.run("replay", "a", "b").status()).isEqualTo(Main.USAGE);
        }
    }

    @Nested
    class Perft {
        @Test
        @DisplayName("perft counts legal action sequences; nodes per second on stderr")
        void counts() {
            PacruRules rules = PacruRules.of(Ruleset.STANDARD);
            CliRun r = CliRun.run("perft", "2");
            assertThat(r.status()).isZero();
            assertThat(r.out()).isEqualTo(rules.perft(Position.initial(2), 2) + "\n");
            assertThat(r.err()).contains("nodes/s");
            assertThat(CliRun.run("perft", "1", "--players", "4").out())
                    .isEqualTo(rules.countLegalActions(Position.initial(4)) + "\n");
        }

        @Test
        @DisplayName("--divide: one line per first action, sorted, and their total")
        void divide() {
            CliRun r = CliRun.run("perft", "2", "--divide", "--position", START);
            List<String> lines = List.of(r.lines());
            assertThat(lines.get(0)).startsWith("a3-b2 ");
            long sum = lines.stream().filter(l -> l.contains("-")).mapToLong(l -> Long.parseLong(l.split(" ")[1])).sum();
            assertThat(lines).contains("total " + sum);
            assertThat(sum).isEqualTo(PacruRules.of(Ruleset.STANDARD).perft(PositionNotation.parse(START), 2));
        }

        @Test
        @DisplayName("usage errors: no depth, a bad depth, both --players and --position; a bad position is exit 1")
        void usage() {
            assertThat(CliRun.run("perft").status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("perft", "x").status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("perft", "1", "--players", "2", "--position", START).status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("perft", "1", "--position", "nonsense").status()).isEqualTo(Main.BAD_INPUT);
        }
    }

    @Nested
    class Demo {
        @Test
        @DisplayName("plays a whole game: every action with its effects and diagram, then the winner and reason")
        void wholeGame() {
            CliRun r = CliRun.run("demo", "--seed", "3");
            assertThat(r.status()).isZero();
            assertThat(r.out()).contains("Ply 1: A plays ").contains("(R3.5)").contains("┏━━━")
                    .containsPattern("Winner: [AB] after \\d+ actions, ")
                    .containsPattern("\\[[AB] (TARGET_REACHED|LAST_WITH_CHEVRONS)]");
            assertThat(CliRun.run("demo", "--seed", "3").out()).as("same seed, same game").isEqualTo(r.out());
        }

        @Test
        @DisplayName("3 and 4 players; bad --players or --seed is a usage error")
        void players() {
            assertThat(CliRun.run("demo", "--players", "4", "--seed", "1").out()).contains("Ply 4: D plays ");
            assertThat(CliRun.run("demo", "--players", "1").status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("demo", "--seed", "x").status()).isEqualTo(Main.USAGE);
        }
    }

    @Nested
    class Selfplay {
        @Test
        @DisplayName("statistics; the same seed gives the same games whatever the number of threads")
        void reproducible() {
            CliRun one = CliRun.run("selfplay", "--games", "12", "--players", "3", "--seed", "5", "--threads", "1");
            CliRun two = CliRun.run("selfplay", "--games", "12", "--players", "3", "--seed", "5", "--threads", "2");
            assertThat(one.status()).isZero();
            assertThat(one.out()).contains("games/s").contains("actions/s").contains("mean ")
                    .contains("winners:").contains("win reasons:");
            assertThat(withoutSpeed(one.out())).isEqualTo(withoutSpeed(two.out()).replace("2 threads", "1 threads"));
            CliRun other = CliRun.run("selfplay", "--games", "12", "--players", "3", "--seed", "6", "--threads", "1");
            assertThat(withoutSpeed(other.out())).isNotEqualTo(withoutSpeed(one.out()));
        }

        @Test
        @DisplayName("--games is required and positive")
        void usage() {
            assertThat(CliRun.run("selfplay").status()).isEqualTo(Main.USAGE);
            assertThat(CliRun.run("selfplay", "--games", "0").status()).isEqualTo(Main.USAGE);
        }

        private String withoutSpeed(String out) {
            return out.replaceAll("(?m)^speed:.*\\n", "");
        }
    }
}
