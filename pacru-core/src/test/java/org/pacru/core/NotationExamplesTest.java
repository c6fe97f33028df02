package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The notation module's examples that need an engine, run as written: the Javadoc examples of
 * {@code ActionNotation.resolve}, {@code GameRecordReader}, {@code GameRecordWriter} and
 * {@code GameRecordException} (the others run in pacru-notation's {@code JavadocExamplesTest}),
 * and every example of {@code pacru-notation/NOTATION.md}, read from the file itself so that a
 * changed example is tested as changed.
 */
class NotationExamplesTest {

    @Nested
    class Javadoc {
        @Test
        @DisplayName("ActionNotation.resolve example")
        void resolve() {
            Rules rules = PacruRules.of(Ruleset.STANDARD);
            Action a = ActionNotation.resolve(rules, Position.initial(2), "e1-e2");
            Position next = rules.apply(Position.initial(2), a).after();
            assertThat(next.toMove()).hasToString("B");
        }

        @Test
        @DisplayName("GameRecordReader class example: the record reads and replays")
        void gameRecordReader() {
            String text = "[Event \"Club night\"]\n[Players \"2\"]\n[Ruleset \"standard\"]\n[Result \"*\"]\n\n"
                    + "1. e1-e2 a7-b7 2. e2-e3 b7-c7 {a comment} 3. e3-e4(d5)\n";
            assertThat(javadocBlock("GameRecordReader.java", 0)).isEqualTo(text.strip());
            GameRecord record = GameRecordReader.read(text);
            Game game = GameRecordReader.replay(text, PacruRules::of);
            assertThat(record.actions()).hasSize(5);
            assertThat(game.plyCount()).isEqualTo(5);
            assertThat(game.outcome()).isEmpty();
            assertThat(game.position()).isEqualTo(PacruRules.STANDARD.apply(
                    GameRecordReader.replay(record, PacruRules.STANDARD).undo().position(),
                    ActionNotation.parse("e3-e4(d5)")).after());
        }

        @Test
        @DisplayName("GameRecordWriter example")
        void gameRecordWriter() {
            Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2))
                    .play(Move.of(Field.E1, Field.E2));
            String text = GameRecordWriter.write(game);
            assertThat(text).isEqualTo("[Players \"2\"]\n[Ruleset \"standard\"]\n[Result \"*\"]\n\n1. e1-e2\n");
        }

        @Test
        @DisplayName("GameRecordException example: R3.2 with its number, round and message")
        void gameRecordException() {
            assertThatThrownBy(() -> GameRecordReader.replay("[Players \"2\"]\n1. e1-e6", PacruRules::of))
                    .isInstanceOfSatisfying(GameRecordException.class, e -> {
                        assertThat(e.ply()).isEqualTo(1);
                        assertThat(e.round()).isEqualTo(1);
                        assertThat(e.rule().id()).isEqualTo("R3.2");
                        assertThat(e.getMessage())
                                .startsWith("RECORD: action 1 (move 1, player A) e1-e6 at offset 17: R3.2: e1-e6: the chevron on e1 ");
                    });
        }
    }

    @Nested
    class NotationDocument {
        @Test
        @DisplayName("§2 every example action in the table parses and prints back unchanged (canonical form)")
        void actionExamples() {
            List<String> examples = tableExamples(section(2));
            assertThat(examples).contains("e1-e4", "d9>>(a7,b5,b7,c4)").hasSizeGreaterThanOrEqualTo(7);
            for (String example : examples) {
                assertThat(ActionNotation.format(ActionNotation.parse(example))).as(example).isEqualTo(example);
            }
        }

        @Test
        @DisplayName("§2 what is not repaired is a notation error; b3> is well-formed but illegal (R7.1)")
        void notRepaired() {
            String section = section(2);
            String sentence = section.substring(section.indexOf("Nothing else is repaired"), section.indexOf("are notation errors"));
            List<String> errors = backticked(sentence);
            assertThat(errors).contains("e1-e20", "a10", "<>");
            for (String error : errors) {
                assertThatThrownBy(() -> ActionNotation.parse(error)).as(error).isInstanceOf(NotationException.class);
            }
            Action noFields = ActionNotation.parse("b3>");
            assertThat(PacruRules.STANDARD.check(Position.initial(2), noFields)).isPresent()
                    .hasValueSatisfying(v -> assertThat(v.rule().id()).isIn("R7.1", "R7.2", "R2.1"));
            assertThat(noFields).hasToString("b3>()");
        }

        @Test
        @DisplayName("§3 every example position parses, prints back unchanged, and the starts are R1.6's")
        void positionExamples() {
            String section = section(3);
            List<String> lines = new ArrayList<>();
            for (String line : section.split("\n")) {
                if (line.startsWith("- ") && line.contains("start")) {
                    lines.add(line);
                }
            }
            assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
            for (String line : lines) {
                String example = backticked(line).get(0);
                Position p = PositionNotation.parse(example);
                assertThat(PositionNotation.format(p)).isEqualTo(example);
                int players = Integer.parseInt(line.substring(2, 3));
                assertThat(p).as(line).isEqualTo(Position.initial(players));
            }
        }

        @Test
        @DisplayName("§3 the field examples: a marked field with its owner's chevron, a marker alone")
        void fieldExamples() {
            String line = section(3).lines().filter(l -> l.startsWith("- A marked field")).findFirst().orElseThrow();
            List<String> fields = backticked(line);
            assertThat(fields).containsExactly("aAN", "b");
            // Both fields on rank 1 of an otherwise empty board with a chevron of B: a1 and b1.
            Position p = PositionNotation.parse("4.BS4/9/9/9/9/9/9/9/" + fields.get(0) + fields.get(1) + "7 A 2");
            assertThat(p.markerAt(Field.A1)).contains(org.pacru.board.Player.A);
            assertThat(p.chevronAt(Field.A1)).contains(new org.pacru.board.Chevron(org.pacru.board.Player.A,
                    org.pacru.board.Direction.N));
            assertThat(p.markerAt(Field.B1)).contains(org.pacru.board.Player.B);
            assertThat(p.chevronAt(Field.B1)).isEmpty();
        }

        @Test
        @DisplayName("§4 the example game record reads, replays legally (R9.2) and writes back unchanged")
        void recordExample() {
            String section = section(4);
            int start = section.indexOf("```\n") + 4;
            String record = section.substring(start, section.indexOf("```", start));
            GameRecord r = GameRecordReader.read(record);
            Game game = GameRecordReader.replay(record, PacruRules::of);
            assertThat(game.plyCount()).isEqualTo(r.actions().size()).isPositive();
            assertThat(r.result().isPresent()).as("Result tag agrees with the game").isEqualTo(game.isOver());
            assertThat(GameRecordWriter.write(r)).isEqualTo(record);
        }
    }

    private static String notationDocument() {
        try {
            return Files.readString(Path.of(System.getProperty("pacru.root", "..")).resolve("pacru-notation/NOTATION.md"),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("pacru-notation/NOTATION.md: " + e);
        }
    }

    private static String section(int number) {
        String doc = notationDocument();
        int start = doc.indexOf("\n## " + number + ". ");
        int end = doc.indexOf("\n## ", start + 1);
        assertThat(start).as("section %s of NOTATION.md", number).isPositive();
        return doc.substring(start, end < 0 ? doc.length() : end);
    }

    /** The backticked items of the last column of a Markdown table. */
    private static List<String> tableExamples(String section) {
        List<String> list = new ArrayList<>();
        for (String line : section.split("\n")) {
            if (line.startsWith("|") && !line.startsWith("|---") && !line.startsWith("| action")) {
                String[] cells = line.split("\\|");
                list.addAll(backticked(cells[cells.length - 1]));
            }
        }
        return list;
    }

    private static List<String> backticked(String text) {
        List<String> list = new ArrayList<>();
        Matcher m = Pattern.compile("`([^`]+)`").matcher(text);
        while (m.find()) {
            list.add(m.group(1));
        }
        return list;
    }

    /** The n-th {@code <pre>} block of a notation source file's Javadoc, without the leading stars. */
    private static String javadocBlock(String file, int n) {
        try {
            String source = Files.readString(Path.of(System.getProperty("pacru.root", ".."))
                    .resolve("pacru-notation/src/main/java/org/pacru/notation").resolve(file), StandardCharsets.UTF_8);
            int at = -1;
            for (int i = 0; i <= n; i++) {
                at = source.indexOf("<pre>", at + 1);
            }
            String block = source.substring(at + "<pre>".length(), source.indexOf("</pre>", at));
            StringBuilder sb = new StringBuilder();
            for (String line : block.split("\n")) {
                String t = line.strip();
                sb.append(t.startsWith("* ") ? t.substring(2) : t.equals("*") ? "" : t).append('\n');
            }
            return sb.toString().strip();
        } catch (IOException e) {
            throw new AssertionError(file + ": " + e);
        }
    }
}
