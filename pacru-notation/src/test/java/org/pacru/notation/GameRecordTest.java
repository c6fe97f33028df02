package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.action.Action;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Violation;

class GameRecordTest {

    static final String EXAMPLE = "[Event \"Club night\"]\n"
            + "[Players \"2\"]\n"
            + "[Ruleset \"standard\"]\n"
            + "[Setup \"4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\"]\n"
            + "[Result \"*\"]\n"
            + "\n"
            + "1. e1-e2 a7-b7 2. e2-e3 b7-c7 3. e3-e4(d5)\n";

    static List<Action> actions(String... texts) {
        return java.util.Arrays.stream(texts).map(ActionNotation::parse).collect(Collectors.toList());
    }

    static Map<String, String> tags(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    /** Three players: A on e1 (N), B on a9 (E), C on i9 (W); A to move. */
    static Position threePlayers() {
        return Position.builder(3)
                .chevron(Field.E1, new Chevron(Player.A, Direction.N))
                .chevron(Field.A9, new Chevron(Player.B, Direction.E))
                .chevron(Field.I9, new Chevron(Player.C, Direction.W))
                .build();
    }

    @Test
    @DisplayName("§4 a byte order mark before a record is skipped: read and replayed as without it")
    void byteOrderMarkIsSkipped() {
        String withMark = "\uFEFF" + EXAMPLE;
        assertThat(GameRecordReader.read(withMark)).isEqualTo(GameRecordReader.read(EXAMPLE));
        Game game = GameRecordReader.replay(withMark, new ScriptedRules());
        assertThat(game.plyCount()).isEqualTo(5);
        // Offsets still count the mark: they point into the text as given.
        assertThatThrownBy(() -> GameRecordReader.read("\uFEFF[Players \"2\"]\n\n1. e1-e9x"))
                .isInstanceOf(NotationException.class).satisfies(e -> assertThat(((NotationException) e).offset())
                        .isEqualTo("\uFEFF[Players \"2\"]\n\n1. e1-e9".length()));
    }

    @Test
    @DisplayName("§4 an empty record, or one of a byte order mark only, is refused as a notation error that says what a record starts with")
    void emptyRecordIsRefused() {
        NotationException empty = org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> GameRecordReader.read(""), NotationException.class);
        assertThat(empty.getMessage()).startsWith("NOTATION: the text is empty: expected ").endsWith(", found end of text");
        assertThat(empty.offset()).isZero();
        NotationException markOnly = org.assertj.core.api.Assertions.catchThrowableOfType(
                () -> GameRecordReader.read("\uFEFF"), NotationException.class);
        assertThat(markOnly.offset()).isEqualTo(1);
        assertThat(markOnly.expected()).isEqualTo(empty.expected());
        assertThat(markOnly.found()).isEqualTo("end of text");
    }

    @Test
    @DisplayName("§4 replaying text stops at the first illegal action without reading the rest into memory;"
            + " a syntax error anywhere is still reported as such")
    void replayStreamsTheMovetext() {
        String longRecord = "[Players \"2\"]\n\n" + "e1-e2 ".repeat(200_000);
        assertThatThrownBy(() -> GameRecordReader.replay(longRecord, new ScriptedRules()))
                .isInstanceOf(GameRecordException.class)
                .satisfies(e -> assertThat(((GameRecordException) e).ply()).isEqualTo(2));
        assertThatThrownBy(() -> GameRecordReader.replay(longRecord + "e1-", new ScriptedRules()))
                .isInstanceOf(NotationException.class);
    }

    @Test
    @DisplayName("§4 the example record of NOTATION.md reads and writes back unchanged")
    void example() {
        GameRecord r = GameRecordReader.read(EXAMPLE);
        assertThat(r.tags()).containsExactly(Map.entry("Event", "Club night"), Map.entry("Players", "2"),
                Map.entry("Ruleset", "standard"),
                Map.entry("Setup", "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2"), Map.entry("Result", "*"));
        assertThat(r.start()).isEqualTo(Position.initial(2));
        assertThat(r.actions()).isEqualTo(actions("e1-e2", "a7-b7", "e2-e3", "b7-c7", "e3-e4(d5)"));
        assertThat(r.passes()).isEmpty();
        assertThat(r.players()).isEqualTo(2);
        assertThat(r.ruleset()).isEqualTo(Ruleset.STANDARD);
        assertThat(r.result()).isEmpty();
        assertThat(r.tag("Event")).contains("Club night");
        assertThat(r.tag("Round")).isEmpty();
        assertThat(GameRecordWriter.write(r)).isEqualTo(EXAMPLE);
    }

    @Test
    @DisplayName("§4 Players defaults to 2 (or the Setup's count); Ruleset defaults to standard; Setup to the R1.6 start")
    void defaults() {
        GameRecord r = GameRecordReader.read("[Players \"4\"] e1-e2");
        assertThat(r.ruleset()).isEqualTo(Ruleset.STANDARD);
        assertThat(r.start()).isEqualTo(Position.initial(4));
        assertThat(r.result()).isEmpty();
        assertThat(GameRecordReader.read("[Players \"3\"][Ruleset \"abstractplay\"]").ruleset())
                .isEqualTo(Ruleset.ABSTRACT_PLAY);
        GameRecord upper = GameRecordReader.read("[Players \"3\"][Ruleset \"AbstractPlay\"]");
        assertThat(upper.ruleset()).isEqualTo(Ruleset.ABSTRACT_PLAY);
        assertThat(GameRecordReader.read(GameRecordWriter.write(upper))).isEqualTo(upper);
        GameRecord noPlayers = GameRecordReader.read("[Ruleset \"standard\"]\n1. e1-e2");
        assertThat(noPlayers.players()).isEqualTo(2);
        assertThat(noPlayers.start()).isEqualTo(Position.initial(2));
    }

    @Test
    @DisplayName("§4 move numbers are optional, comments stand between actions, actions are lenient")
    void lenientMovetext() {
        String text = "  [ Players   \"2\" ]\r\n[Event \"a \\\"quoted\\\" \\\\ name\"]\n"
                + "{opening} 1. E1-E2 {good} a7-b7\n2... e2 - e3 ( D3 ){x}b7-c7 3.e1-e2 pass PASS {end}";
        GameRecord r = GameRecordReader.read(text);
        assertThat(r.tags()).containsEntry("Event", "a \"quoted\" \\ name");
        assertThat(r.actions()).isEqualTo(actions("e1-e2", "a7-b7", "e2-e3(d3)", "b7-c7", "e1-e2"));
        assertThat(r.passes()).containsExactly(5, 5);
        assertThat(GameRecordReader.read(GameRecordWriter.write(r))).isEqualTo(r);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[Players \"5\"]|10",
        "[Players \"2\"][Players \"2\"]|14",
        "[Players \"2\"][Ruleset \"fast\"]|23",
        "[Players \"2\"][Result \"C\"]|22",
        "[Players \"2\"][Result \"a\"]|22",
        "[Players \"2\"][Setup \"9/9/9/9/9/9/9/9/.AN.BS8 A 2\"]|43",
        "[Players \"3\"][Setup \"9/9/9/9/9/9/9/9/.AN.BS7 A 2\"]|21",
        "[Players \"2\"|12",
        "[Players \"2|11",
        "[Players 2]|9",
        "[\"2\"]|1",
        "[Players \"2\\n\"]|12",
        "[Players \"2\"] e1-e2 [Event \"x\"]|20",
        "[Players \"2\"] e1-e2a7-b7|19",
        "[Players \"2\"] e1-e2(d3)a7-b7|23",
        "[Players \"2\"] passe1-e2|18",
        "[Players \"2\"] 1 e1-e2|15",
        "[Players \"2\"] e1-e20|19",
        "[Players \"2\"] e1-e2 {never closed|20",
        "[Players \"2\"] e1-e2 {a {nested}}|23",
        "[Players \"2\"] e1-e2 *|20",
        "[Players \"2\"] e1-e2 A|21"})
    @DisplayName("§4 bad record text is a NotationException at the right offset")
    void syntaxErrors(String text, int offset) {
        assertThatThrownBy(() -> GameRecordReader.read(text))
                .isInstanceOf(NotationException.class)
                .satisfies(e -> assertThat(((NotationException) e).offset()).as(e.getMessage()).isEqualTo(offset));
    }

    @Test
    @DisplayName("§4 a bad record says what it expected and what it found there")
    void syntaxErrorsSayWhatWasExpectedAndFound() {
        assertNotation("[Players \"2\"] e1-e2 [Event \"x\"]", 20,
                "an action, a move number or a comment (tags come first)", "'['");
        assertNotation("[Players \"2\\", 12, "'\"' or '\\' after '\\' in a tag value", "end of text");
        assertNotation("[Players \"2\\x\"]", 12, "'\"' or '\\' after '\\' in a tag value", "'x'");
        assertNotation("[Players \"2\"] e1-e2 \u0000", 20, "a start field (a file a-i)", "U+0000");
        assertNotation("[Players \"2\"][Event \"a\u0001b\"]", 22, "'\"' closing the value of tag Event", "U+0001");
    }

    private static void assertNotation(String text, int offset, String expected, String found) {
        assertThatThrownBy(() -> GameRecordReader.read(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.offset()).as(e.getMessage()).isEqualTo(offset);
                    assertThat(e.expected()).as(e.getMessage()).isEqualTo(expected);
                    assertThat(e.found()).as(e.getMessage()).isEqualTo(found);
                });
    }

    @Test
    @DisplayName("§4 move numbers: '12.' and '12...' only; a lone '..' or a missing '.' is an error")
    void moveNumberDots() {
        assertThat(GameRecordReader.read("[Players \"2\"] 1... e1-e2").actions()).isEqualTo(actions("e1-e2"));
        assertNotation("[Players \"2\"] 1..e1-e2", 16, "a start field (a file a-i)", "'.'");
        assertNotation("[Players \"2\"] 1..", 16, "a start field (a file a-i)", "'.'");
        assertNotation("[Players \"2\"] 1x e1-e2", 15, "'.' after a move number", "'x'");
        assertNotation("[Players \"2\"] 12", 16, "'.' after a move number", "end of text");
    }

    @Test
    @DisplayName("§4 an error in a Setup value with an escape points at the value's start")
    void setupErrorAfterEscapePointsAtTheValue() {
        assertNotation("[Players \"2\"][Setup \"4.B\\\"S3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\"]", 21,
                "the facing of the chevron (N NE E SE S SW W NW) in the Setup position string", "'\"'");
        assertNotation("[Players \"2\"][Setup \"4.BX3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\"]", 24,
                "the facing of the chevron (N NE E SE S SW W NW) in the Setup position string", "'X'");
    }

    @Test
    @DisplayName("§4 a tag name is one or more letters, digits and '_', nothing else")
    void tagNamesAreLettersDigitsAndUnderscore() {
        Position p = Position.initial(2);
        for (char c = 0; c < 128; c++) {
            boolean nameChar = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
            String name = "T" + c;
            if (nameChar) {
                assertThat(new GameRecord(tags("Players", "2", name, "v"), p, List.of(), List.of()).tag(name)).contains("v");
            } else {
                assertThatThrownBy(() -> new GameRecord(tags("Players", "2", name, "v"), p, List.of(), List.of()))
                        .as("tag name %s", name).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("§4: a tag name is letters, digits and '_', not '" + name + "'");
            }
        }
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "", "v"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("§4: a tag name is letters, digits and '_', not ''");
    }

    @Test
    @DisplayName("§4 the reader takes exactly letters, digits and '_' into a tag name")
    void readerTagNamesAreLettersDigitsAndUnderscore() {
        for (char c = 33; c < 127; c++) {
            boolean nameChar = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
            String text = "[Players \"2\"][T" + c + " \"v\"]";
            if (nameChar) {
                assertThat(GameRecordReader.read(text).tag("T" + c)).as(text).contains("v");
            } else {
                assertThatThrownBy(() -> GameRecordReader.read(text)).as(text).isInstanceOf(NotationException.class);
            }
        }
    }

    @Test
    @DisplayName("§4 a record without the Players tag has the players of its Setup, and a Setup disagreeing with Players is refused")
    void missingPlayersTagTakesTheSetupCount() {
        String four = PositionNotation.format(Position.initial(4));
        assertThat(GameRecordReader.read("[Setup \"" + four + "\"]").players()).isEqualTo(4);
        assertNotation("[Players \"3\"][Setup \"" + four + "\"]", 21, "a Setup position string for 3 players (tag Players)",
                "one for 4 players");
    }

    @Test
    @DisplayName("§4 a record without actions is its tags and one blank line")
    void recordWithoutActions() {
        GameRecord r = new GameRecord(tags("Players", "2"), Position.initial(2), List.of(), List.of());
        assertThat(GameRecordWriter.write(r)).isEqualTo("[Players \"2\"]\n\n");
        assertThat(GameRecordReader.read(GameRecordWriter.write(r))).isEqualTo(r);
    }

    @Test
    @DisplayName("§4 R8.5 an illegal record (no chevron on the start field) is numbered as if each player moved in turn")
    void roundNumbersOfActionsWithoutAChevron() {
        GameRecord r = new GameRecord(tags("Players", "2"), Position.initial(2), actions("e5-e6", "e5-e6", "e5-e6"),
                List.of());
        assertThat(GameRecordWriter.write(r)).isEqualTo("[Players \"2\"]\n\n1. e5-e6 e5-e6 2. e5-e6\n");
    }

    @Test
    @DisplayName("§4 a word that starts like 'pass' at the end of the text is read as an action, and refused as one")
    void truncatedPassAtTheEnd() {
        for (String end : new String[] {"p", "pa", "pas"}) {
            String text = "[Players \"2\"] e1-e2 " + end;
            assertThatThrownBy(() -> GameRecordReader.read(text)).isInstanceOfSatisfying(NotationException.class,
                    e -> assertThat(e.offset()).as(e.getMessage()).isEqualTo(text.length() - end.length()));
        }
    }

    @Test
    @DisplayName("§4 R10 the record constructor refuses a ruleset that is not one, and a Setup that is not the start")
    void constructorChecksRulesetAndSetup() {
        Position p = Position.initial(2);
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "Ruleset", "fast"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new GameRecord(tags("Players", "2", "Ruleset", "abstractplay"), p, List.of(), List.of()).ruleset())
                .isEqualTo(Ruleset.ABSTRACT_PLAY);
        String other = "9/9/9/9/9/9/9/9/.AN.BS7 A 2";
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "Setup", other), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("§4: the tag Setup \"" + other + "\" is not the start position " + PositionNotation.format(p));
        Position start = PositionNotation.parse(other);
        assertThat(new GameRecord(tags("Players", "2", "Setup", other), start, List.of(), List.of()).start()).isEqualTo(start);
    }

    @Test
    @DisplayName("§4 R10 the record of a game: Players, Ruleset, Setup only off the R1.6 start, Result; custom rulesets refused")
    void recordOfAGame() {
        Game standard = Game.start(new ScriptedRules(), Position.initial(2)).play(ActionNotation.parse("e1-e2"));
        GameRecord r = GameRecord.of(standard);
        assertThat(r.tags()).containsExactly(Map.entry("Players", "2"), Map.entry("Ruleset", "standard"),
                Map.entry("Result", "*"));
        assertThat(r.start()).isEqualTo(Position.initial(2));
        assertThat(r.actions()).isEqualTo(actions("e1-e2"));
        assertThat(r.passes()).isEmpty();

        Game abstractPlay = Game.start(new ScriptedRules(Ruleset.ABSTRACT_PLAY), Position.initial(2));
        assertThat(GameRecord.of(abstractPlay).tags()).containsEntry("Ruleset", "abstractplay");

        Ruleset custom = Ruleset.STANDARD.withTarget(30);
        assertThatThrownBy(() -> GameRecord.of(Game.start(new ScriptedRules(custom), Position.initial(2))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("R10: a game record can name the rulesets standard and abstractplay, not a custom one: " + custom);

        Position start = Position.builder(2).chevron(Field.I4, new Chevron(Player.A, Direction.N))
                .chevron(Field.A9, new Chevron(Player.B, Direction.E)).build();
        Game won = Game.start(new ScriptedRules(), start).play(ActionNotation.parse("i4-i5"));
        GameRecord w = GameRecord.of(won);
        assertThat(w.tags()).containsExactly(Map.entry("Players", "2"), Map.entry("Ruleset", "standard"),
                Map.entry("Setup", PositionNotation.format(start)), Map.entry("Result", "A"));
        assertThat(w.result()).contains(Player.A);
    }

    @Test
    @DisplayName("§4 Result names the winner; '*' and no tag name none")
    void resultNamesTheWinner() {
        Position p = Position.initial(2);
        assertThat(new GameRecord(tags("Players", "2", "Result", "B"), p, List.of(), List.of()).result()).contains(Player.B);
        assertThat(new GameRecord(tags("Players", "2", "Result", "A"), p, List.of(), List.of()).result()).contains(Player.A);
        assertThat(new GameRecord(tags("Players", "2", "Result", "*"), p, List.of(), List.of()).result()).isEmpty();
        assertThat(new GameRecord(tags("Players", "2"), p, List.of(), List.of()).result()).isEmpty();
    }

    @Test
    @DisplayName("§4 a move number may be 0 or start with 0: it is read and not checked")
    void moveNumberZero() {
        GameRecord r = GameRecordReader.read("[Players \"2\"] 0. e1-e2 01... a7-b7");
        assertThat(r.actions()).isEqualTo(actions("e1-e2", "a7-b7"));
    }

    @Test
    @DisplayName("§4 an error inside the Setup position string keeps its rank and field")
    void setupErrorLocation() {
        String text = "[Players \"2\"]\n[Setup \"4.BX3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\"]\n";
        assertThatThrownBy(() -> GameRecordReader.read(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.offset()).isEqualTo(22 + 3);
                    assertThat(e.field()).contains(Field.E9);
                    assertThat(e.rank()).hasValue(9);
                    assertThat(e.input()).isEqualTo(text);
                });
    }

    @Test
    @DisplayName("§4 writing then reading is lossless, with Setup, passes and escaped tag values")
    void roundTrip() {
        Position start = threePlayers();
        GameRecord r = new GameRecord(
                tags("Event", "The \"big\" one \\ 2026", "Players", "3", "Setup", PositionNotation.format(start),
                        "Result", "*"),
                start, actions("e1-e2", "a9-b9", "i9-h9", "e2-e3", "b9>(a1,a2)", "h9xe3(*,a4)"), List.of(0, 3, 6));
        String text = GameRecordWriter.write(r);
        assertThat(GameRecordReader.read(text)).isEqualTo(r);
        assertThat(text).contains("pass 1. e1-e2 a9-b9 i9-h9 pass 2. e2-e3 b9>(a1,a2) h9xe3(*,a4) pass\n");
    }

    @Test
    @DisplayName("§4 long games wrap before 80 characters and read back equal")
    void wrapping() {
        List<Action> many = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            many.addAll(actions("e1-e2", "a7-b7", "e2-e1", "b7-a7"));
        }
        GameRecord r = new GameRecord(tags("Players", "2"), Position.initial(2), many, List.of());
        String text = GameRecordWriter.write(r);
        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(80));
        List<String> lines = text.lines().filter(line -> !line.isEmpty() && !line.startsWith("["))
                .collect(Collectors.toList());
        assertThat(lines).hasSizeGreaterThan(10);
        for (int i = 0; i + 1 < lines.size(); i++) {
            String[] words = lines.get(i + 1).split(" ");
            String nextToken = words[0].endsWith(".") ? words[0] + " " + words[1] : words[0];   // a number goes with its move
            assertThat(lines.get(i).length() + 1 + nextToken.length())
                    .as("line %d is filled: '%s' would not fit after it", i + 1, nextToken).isGreaterThan(79);
        }
        assertThat(text).contains(" 200. ");
        assertThat(lines).as("§4: no line ends between a move number and its move")
                .noneMatch(line -> line.matches(".*\\d+\\.")).anyMatch(line -> line.matches("\\d+\\. .*"));
        assertThat(GameRecordReader.read(text)).isEqualTo(r);
    }

    @Test
    @DisplayName("§4 round numbers: one action per player still in the game")
    void roundNumbers() {
        Position start = threePlayers();
        // A moves onto the trap: B is eliminated (R8.1 in the scripted rules), so rounds are A C.
        GameRecord r = new GameRecord(tags("Players", "3", "Setup", PositionNotation.format(start)), start,
                actions("e1-e2", "a9-b9", "i9-h9", "e2-i5", "h9-g9", "i5-h5", "g9-f9"), List.of(4));
        assertThat(GameRecordWriter.write(r)).endsWith("\n1. e1-e2 a9-b9 i9-h9 2. e2-i5 pass h9-g9 3. i5-h5 g9-f9\n");
        Game game = GameRecordReader.replay(r, new ScriptedRules());
        assertThat(game.plyCount()).isEqualTo(7);
        assertThat(game.position().isOut(Player.B)).isTrue();
    }

    @Test
    @DisplayName("§4 the record constructor checks tags against the start position")
    void constructorChecks() {
        Position p = Position.initial(2);
        assertThat(new GameRecord(tags(), p, List.of(), List.of()).players()).isEqualTo(2);
        assertThatThrownBy(() -> new GameRecord(tags(), threePlayers(), List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Players");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "3"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 players");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "3"), threePlayers(), List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("R1.6");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "bad name", "x"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tag name");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "Event", "a\nb"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("control character");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2"), p, actions("e1-e2"), List.of(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pass");
        assertThatThrownBy(() -> new GameRecord(tags("Players", "2", "Result", "C"), p, List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Result");
    }

    // ---- replay logic, with the scripted rules (the engine's replay tests live in examples) ----

    @Test
    @DisplayName("§4 replay: the first illegal action is reported with its number, round, rule and offset")
    void illegalAction() {
        String text = "[Players \"2\"]\n1. e1-e2 a7-b7 2. e2-e3 e9-e8 3. e3-e4 a7-a6 4. e4-e5";
        assertThatThrownBy(() -> GameRecordReader.replay(text, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(6);
                    assertThat(e.round()).isEqualTo(3);
                    assertThat(e.player()).isEqualTo(Player.B);
                    assertThat(e.entry()).isEqualTo("a7-a6");
                    assertThat(e.rule().id()).isEqualTo("R2.1");
                    assertThat(e.violation()).map(Violation::reason).contains(Violation.Reason.NOT_OWN_CHEVRON);
                    assertThat(e.offset()).hasValue(text.indexOf("a7-a6"));
                    assertThat(e.position().toMove()).isEqualTo(Player.B);
                    assertThat(e.getMessage()).isEqualTo("RECORD: action 6 (move 3, player B) a7-a6 at offset "
                            + text.indexOf("a7-a6") + ": R2.1: a7-a6: a7 holds no chevron of B");
                });
    }

    @Test
    @DisplayName("§4 replay of a record value reports no offset")
    void illegalActionInValue() {
        GameRecord r = GameRecordReader.read("[Players \"2\"] e1-e2 e2-e3");
        assertThatThrownBy(() -> GameRecordReader.replay(r, new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(2);
                    assertThat(e.round()).isEqualTo(1);
                    assertThat(e.offset()).isEmpty();
                });
    }

    @Test
    @DisplayName("R8.1: a refused record entry names its rule as a Rule, with the rulebook's title, and cites its ID in the message")
    void r8_1_recordExceptionNamesItsRule() {
        String misplaced = "[Players \"3\"]\n[Setup \"" + PositionNotation.format(threePlayers()) + "\"]\n1. e1-e2 pass";
        assertThatThrownBy(() -> GameRecordReader.replay(misplaced, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule()).isSameAs(org.pacru.rules.Rule.of(org.pacru.rules.RuleIds.R8_1));
                    assertThat(e.rule().title()).isEqualTo(org.pacru.rules.Rule.of("R8.1").title()).isNotEmpty();
                    assertThat(e.getMessage()).endsWith(": R8.1: pass stands where no player was eliminated by the action before it");
                });
    }

    @Test
    @DisplayName("R8.1: pass is accepted only where an elimination happened, once per elimination")
    void passOnlyAfterElimination() {
        Position start = threePlayers();
        String head = "[Players \"3\"]\n[Setup \"" + PositionNotation.format(start) + "\"]\n";
        Game ok = GameRecordReader.replay(head + "1. e1-e2 a9-b9 i9-h9 2. e2-i5 pass h9-g9",
                rs -> new ScriptedRules());
        assertThat(ok.plyCount()).isEqualTo(5);
        Game withoutPass = GameRecordReader.replay(head + "1. e1-e2 a9-b9 i9-h9 2. e2-i5 h9-g9",
                rs -> new ScriptedRules());
        assertThat(withoutPass.position()).isEqualTo(ok.position());

        String misplaced = head + "1. e1-e2 pass a9-b9";
        assertThatThrownBy(() -> GameRecordReader.replay(misplaced, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.1");
                    assertThat(e.entry()).isEqualTo("pass");
                    assertThat(e.ply()).isEqualTo(2);
                    assertThat(e.offset()).hasValue(misplaced.indexOf("pass"));
                    assertThat(e.violation()).isEmpty();
                });
        String twice = head + "1. e1-e2 a9-b9 i9-h9 2. e2-i5 pass pass h9-g9";
        assertThatThrownBy(() -> GameRecordReader.replay(twice, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.1");
                    assertThat(e.offset()).hasValue(twice.lastIndexOf("pass"));
                });
        assertThatThrownBy(() -> GameRecordReader.replay(head + "pass 1. e1-e2", rs -> new ScriptedRules()))
                .isInstanceOf(GameRecordException.class).hasMessageContaining("before the first action");
        String late = head + "1. e1-e2 a9-b9 i9-h9 2. e2-i5 h9-g9 pass";
        assertThatThrownBy(() -> GameRecordReader.replay(late, rs -> new ScriptedRules()))
                .isInstanceOf(GameRecordException.class).hasMessageContaining("R8.1");
    }

    @Test
    @DisplayName("R8.1: a misplaced pass is reported in Spanish and Japanese too, getMessage staying English")
    void misplacedPassInSpanishAndJapanese() {
        Position start = threePlayers();
        String misplaced = "[Players \"3\"]\n[Setup \"" + PositionNotation.format(start) + "\"]\n1. e1-e2 pass a9-b9";
        int at = misplaced.indexOf("pass");
        assertThatThrownBy(() -> GameRecordReader.replay(misplaced, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.getMessage()).isEqualTo("RECORD: action 2 (move 1, player B) pass at offset " + at
                            + ": R8.1: pass stands where no player was eliminated by the action before it");
                    assertThat(e.message(java.util.Locale.forLanguageTag("es"))).isEqualTo("REGISTRO: acción 2 (jugada 1,"
                            + " jugador B) pass en la posición " + at + ": R8.1: hay un pass donde la acción anterior no"
                            + " eliminó a ningún jugador");
                    assertThat(e.message(java.util.Locale.JAPANESE)).isEqualTo("棋譜エラー: アクション 2（1 手目、プレイヤー B）pass、位置 "
                            + at + ": R8.1: 直前のアクションで脱落したプレイヤーがいないのに pass がある");
                    assertThat(e.message(org.pacru.rules.Language.SPANISH)).isEqualTo(e.message(java.util.Locale.forLanguageTag("es")));
                    assertThat(e.message(org.pacru.rules.Language.JAPANESE)).isEqualTo(e.message(java.util.Locale.JAPANESE));
                    assertThat(e.message(org.pacru.rules.Language.ENGLISH)).isEqualTo(e.getMessage());
                });
    }

    @Test
    @DisplayName("R8.3: a Result naming another winner than the game's is refused; nothing after the end is accepted")
    void resultMustMatch() {
        // 2 players: A moves onto the trap and eliminates B, the game is over, A wins.
        String base = "[Players \"2\"]\n[Setup \"9/9/9/9/9/9/9/9/.AN.BS7 A 2\"]\n[Result \"%s\"]\n1. a1-i5";
        assertThat(GameRecordReader.replay(String.format(base, "A"), rs -> new ScriptedRules()).isOver()).isTrue();
        assertThatThrownBy(() -> GameRecordReader.replay(String.format(base, "B"), rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.3");
                    assertThat(e.offset()).hasValue(String.format(base, "B").indexOf("[Result"));
                });
        assertThatThrownBy(() -> GameRecordReader.replay(String.format(base, "A") + " pass b1-b2",
                rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.3");
                    assertThat(e.ply()).isEqualTo(2);
                });
        // A resignation: the record names a winner of a game that is not over.
        assertThat(GameRecordReader.replay("[Players \"2\"][Result \"B\"] e1-e2", rs -> new ScriptedRules())
                .isOver()).isFalse();
    }

    @Test
    @DisplayName("§4 replay with explicit rules ignores the Ruleset tag")
    void explicitRules() {
        Game g = GameRecordReader.replay("[Players \"2\"][Ruleset \"abstractplay\"] e1-e2 a7-b7", new ScriptedRules());
        assertThat(g.plyCount()).isEqualTo(2);
        assertThat(g.rules().ruleset()).isEqualTo(Ruleset.STANDARD);
    }

    @Test
    @DisplayName("§4 replay chooses the rules by the Ruleset tag")
    void rulesetChoosesRules() {
        List<Ruleset> asked = new java.util.ArrayList<>();
        GameRecordReader.replay("[Players \"2\"][Ruleset \"abstractplay\"] e1-e2", rs -> {
            asked.add(rs);
            return new ScriptedRules();
        });
        assertThat(asked).containsExactly(Ruleset.ABSTRACT_PLAY);
    }
}
