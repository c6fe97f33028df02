package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.game.Game;

/** §4 game trees: variations in square brackets, comments with shapes, move glyphs, the Format tag. */
class GameTreeTest {

    /** 2 players: A's chevrons stand on e1, a3, i3, i9; B's on a1, a7, i7, e9. */
    static final String ANNOTATED = "[Format \"2\"]\n"
            + "[Players \"2\"]\n"
            + "\n"
            + "{[%csl Ge1] the opening} 1. e1-e2!? {[%cal Ge2e5,Re2e4] aims at e5} [1. e1-e3?\n"
            + "{too far}] 1... a7-b7 [1... a1-b2 $14 [1... i7-h7]] 2. e2-e3\n";

    private static Action a(String text) {
        return ActionNotation.parse(text);
    }

    private static Map<String, String> players2() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Players", "2");
        return tags;
    }

    private static GameTree annotatedTree() {
        Variation bVariation = new Variation(Annotation.NONE, List.of(
                new Ply(a("a1-b2"), new Annotation("", List.of(Glyph.of(14)), List.of()),
                        List.of(Variation.of(List.of(a("i7-h7")))))));
        Variation aVariation = new Variation(Annotation.NONE, List.of(
                new Ply(a("e1-e3"), new Annotation("too far", List.of(Glyph.MISTAKE), List.of()), List.of())));
        Ply first = new Ply(a("e1-e2"), new Annotation("aims at e5", List.of(Glyph.INTERESTING),
                List.of(Shape.arrow(Shape.Color.GREEN, Field.E2, Field.E5), Shape.arrow(Shape.Color.RED, Field.E2, Field.E4))),
                List.of(aVariation));
        Variation main = new Variation(new Annotation("the opening", List.of(), List.of(Shape.circle(Shape.Color.GREEN, Field.E1))),
                List.of(first, new Ply(a("a7-b7"), Annotation.NONE, List.of(bVariation)), Ply.of(a("e2-e3"))));
        return new GameTree(players2(), Position.initial(2), main, List.of());
    }

    @Test
    @DisplayName("§4 a tree with variations, comments, glyphs and shapes is written canonically and read back equal")
    void annotatedTreeWrittenAndRead() {
        GameTree tree = annotatedTree();
        assertThat(GameRecordWriter.write(tree)).isEqualTo(ANNOTATED);
        assertThat(tree).hasToString(ANNOTATED);
        assertThat(GameRecordReader.readTree(ANNOTATED)).isEqualTo(tree);
    }

    @Test
    @DisplayName("§4 the plain record of a tree is its main line; read() of a tree's text gives it, without the Format tag")
    void plainRecordIsTheMainLine() {
        GameRecord record = GameRecordReader.read(ANNOTATED);
        assertThat(record.actions()).containsExactly(a("e1-e2"), a("a7-b7"), a("e2-e3"));
        assertThat(record.tags()).containsOnlyKeys("Players");
        assertThat(annotatedTree().record()).isEqualTo(record);
        assertThat(GameRecordWriter.write(record)).isEqualTo("[Players \"2\"]\n\n1. e1-e2 a7-b7 2. e2-e3\n");
    }

    @Test
    @DisplayName("§4 a tree without annotations or variations is written in the 0.3.0 format, without a Format tag")
    void plainTreeWrittenAsBefore() {
        GameRecord record = GameRecordReader.read("[Players \"2\"]\n\n1. e1-e2 a7-b7\n");
        GameTree tree = GameTree.of(record);
        assertThat(tree.isPlain()).isTrue();
        assertThat(GameRecordWriter.write(tree)).isEqualTo(GameRecordWriter.write(record))
                .isEqualTo("[Players \"2\"]\n\n1. e1-e2 a7-b7\n");
    }

    @Test
    @DisplayName("§4 finding 10: a record without tags has 2 players and the R1.6 start")
    void recordWithoutTags() {
        GameRecord record = GameRecordReader.read("1. e1-e5 a7-b7");
        assertThat(record.players()).isEqualTo(2);
        assertThat(record.start()).isEqualTo(Position.initial(2));
        assertThat(record.tags()).isEmpty();
        assertThat(GameRecordReader.read(GameRecordWriter.write(record))).isEqualTo(record);
        Game game = GameRecordReader.replay("1. e1-e2 a7-b7", new ScriptedRules());
        assertThat(game.plyCount()).isEqualTo(2);
        assertThat(GameRecordReader.read("[Setup \"" + PositionNotation.format(Position.initial(3)) + "\"] e1-e2").players())
                .isEqualTo(3);
        assertThatThrownBy(() -> new GameRecord(Map.of(), Position.initial(4), List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 players");
    }

    @Test
    @DisplayName("§4 the Format tag: 1 or 2 is read and not kept; another version is refused with the reason, and so is a second one")
    void formatTag() {
        assertThat(GameRecordReader.read("[Format \"1\"] e1-e2").tags()).isEmpty();
        assertNotation("[Format \"3\"] e1-e2", 9, "the format 1 or 2 (a record of a newer format needs a newer reader)",
                "\"3\"");
        assertNotation("[Format \"2\"][Format \"2\"]", 13, "a tag not given before", "a second tag Format");
        assertThatThrownBy(() -> new GameRecord(Map.of("Format", "2"), Position.initial(2), List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Format");
    }

    @Test
    @DisplayName("§4 malformed trees: each NotationException says where (offset, line, column) and what was expected")
    void malformedTrees() {
        assertNotation("1. e1-e2 [a7-b7", 9, "a variation closed by ']'", "'[' never closed");
        assertNotation("[a7-b7] e1-e2", 0, "an action before '[' (a variation replaces the action before it)", "'['");
        assertNotation("{c} [e1-e2]", 4, "an action before '[' (a variation replaces the action before it)", "'['");
        assertNotation("e1-e2 [ ]", 8, "an action in the variation (a variation is not empty)", "']'");
        assertNotation("e1-e2 [{why}]", 12, "an action in the variation (a variation is not empty)", "']'");
        assertNotation("e1-e2 ]", 6, "an action, a move number or a comment (tags come first)", "']'");
        assertNotation("e1-e2 {open", 6, "a comment closed by '}'", "'{' never closed");
        assertNotation("e1-e2!!!", 5, "a glyph: !, ?, !!, ??, !?, ?! or $1 to $255", "'!!!'");
        assertNotation("e1-e2 $0", 6, "a glyph: !, ?, !!, ??, !?, ?! or $1 to $255", "'$0'");
        assertNotation("e1-e2 $256", 6, "a glyph: !, ?, !!, ??, !?, ?! or $1 to $255", "'$256'");
        assertNotation("! e1-e2", 0,
                "an action right before the glyph (a glyph follows its action, before its variations)", "'!'");
        assertNotation("e1-e2 [e1-e3] !", 14,
                "an action right before the glyph (a glyph follows its action, before its variations)", "'!'");
        assertNotation("e1-e2! $1", 7, "a glyph not given before for this action", "'$1'");
        assertNotation("e1-e2!a7-b7", 6, "a blank between two entries", "'a'");
        assertNotation("e1-e2 {[%csl Xe4]}", 13, "a circle: a colour G, R, Y or B and a field, such as Re4", "'X'");
        assertNotation("e1-e2 {[%cal Ge1]}", 16, "an arrow: a colour G, R, Y or B and two fields, such as Ge1e5", "']'");
        assertNotation("e1-e2 {[%csl Re4 Gd5]}", 17, "',' or ']' after a shape", "'G'");
        assertNotation("e1-e2 {[%csl Re4]} {[%cal Ge4e4]}", 26, "a shape not drawn before on these fields", "'Ge4e4'");
        assertNotation("e1-e2 {a\u0001}", 8, "comment text (no control character but line breaks)", "U+0001");
        assertNotation("[Players \"2\"]\ne1-e2 [a7-b7 pass]", 27, "an action (pass stands only in the main line)", "'p'");
        String deep = "e1-e2 " + "[e1-e3 ".repeat(GameTree.MAX_DEPTH + 1);
        assertNotation(deep, 6 + 7 * GameTree.MAX_DEPTH, "at most 64 nested variations", "'['");
    }

    @Test
    @DisplayName("§4 an error on a later line names its line and column, and the message shows line breaks as \\n")
    void errorLineAndColumnAndOneLineMessage() {
        String text = "[Players \"2\"]\n\n1. e1-e2 a7-b7\n2. e2-e3 [e2-e4?? {x}\n";
        assertThatThrownBy(() -> GameRecordReader.readTree(text)).isInstanceOfSatisfying(NotationException.class, e -> {
            assertThat(e.offset()).isEqualTo(text.lastIndexOf('['));
            assertThat(e.line()).isEqualTo(4);
            assertThat(e.column()).isEqualTo(10);
            assertThat(e.getMessage()).doesNotContain("\n").contains("line 4, column 10")
                    .contains("2. e2-e3 [e2-e4?? {x}");
        });
    }

    @Test
    @DisplayName("§4 each variation is judged from the position before the action it replaces; an illegal one names its place and rule")
    void variationsAreReplayedFromTheirBranch() {
        // B's alternative to a7-b7 is played where B is to move: legal.
        String legal = "1. e1-e2 a7-b7 [1... a1-b2 [1... i7-h7] 2. e2-e3] 2. e2-e3 [2. a3-b3]";
        GameTree tree = GameRecordReader.readTree(legal, rs -> new ScriptedRules());
        assertThat(tree.mainLine().actions()).containsExactly(a("e1-e2"), a("a7-b7"), a("e2-e3"));
        assertThat(GameRecordReader.replay(legal, new ScriptedRules()).plyCount()).isEqualTo(3);
        assertThat(GameRecordReader.replay(tree, rs -> new ScriptedRules()).plyCount()).isEqualTo(3);
        // e2-e3 is A's move: as an alternative to B's a7-b7 it is played by B, who has no chevron on e2.
        String illegal = "1. e1-e2 a7-b7\n[1... e2-e3]";
        assertThatThrownBy(() -> GameRecordReader.readTree(illegal, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(2);
                    assertThat(e.entry()).isEqualTo("e2-e3");
                    assertThat(e.rule().id()).isEqualTo("R2.1");
                    assertThat(e.offset()).hasValue(illegal.indexOf("e2-e3"));
                    assertThat(e.line()).hasValue(2);
                    assertThat(e.column()).hasValue(7);
                });
        assertThatThrownBy(() -> GameRecordReader.replay(illegal, new ScriptedRules()))
                .isInstanceOf(GameRecordException.class);
        GameTree illegalTree = GameRecordReader.readTree(illegal);
        assertThatThrownBy(() -> GameRecordReader.replay(illegalTree, rs -> new ScriptedRules()))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.entry()).isEqualTo("e2-e3");
                    assertThat(e.line()).isEmpty();
                });
    }

    @Test
    @DisplayName("§4 comment text keeps braces, brackets, backslashes and line breaks through escapes; other %-commands stay text")
    void trickyComments() {
        String comment = "a {b} [c] \\d [%csl Re4] [%clk 0:01]\nline two";
        GameTree tree = new GameTree(Map.of(), Position.initial(2), new Variation(Annotation.NONE,
                List.of(new Ply(a("e1-e2"), Annotation.comment(comment), List.of()))), List.of());
        String text = GameRecordWriter.write(tree);
        assertThat(text).contains("{a \\{b\\} \\[c] \\\\d \\[%csl Re4] \\[%clk 0:01]\nline two}");
        assertThat(GameRecordReader.readTree(text)).isEqualTo(tree);
        GameTree read = GameRecordReader.readTree("e1-e2 {  x\r\ny\tz [%clk 0:01] [%csl Re4]  }");
        Annotation note = read.mainLine().plies().get(0).annotation();
        assertThat(note.comment()).isEqualTo("x\ny z [%clk 0:01]");
        assertThat(note.shapes()).containsExactly(Shape.circle(Shape.Color.RED, Field.E4));
        assertThat(GameRecordReader.readTree(GameRecordWriter.write(read))).isEqualTo(read);
    }

    @Test
    @DisplayName("§4 glyphs: the six symbols and $n read as the same numbers; two comments of one ply join")
    void glyphsAndJoinedComments() {
        GameTree read = GameRecordReader.readTree("e1-e2 ! $6 {one} {two [%cal Be1e2]} a7-b7 $3");
        Annotation first = read.mainLine().plies().get(0).annotation();
        assertThat(first.glyphs()).containsExactly(Glyph.GOOD, Glyph.DUBIOUS);
        assertThat(first.comment()).isEqualTo("one two");
        assertThat(read.mainLine().plies().get(1).annotation().glyphs()).containsExactly(Glyph.BRILLIANT);
        assertThat(GameRecordWriter.write(read)).endsWith("\n1. e1-e2! $6 {[%cal Be1e2] one two} a7-b7!!\n");
        assertThat(Glyph.parse("?!")).isEqualTo(Glyph.DUBIOUS).isEqualTo(Glyph.of(6));
        assertThat(Glyph.of(14)).hasToString("$14");
    }

    private static void assertNotation(String text, int offset, String expected, String found) {
        assertThatThrownBy(() -> GameRecordReader.readTree(text)).as(text)
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.offset()).as(e.getMessage()).isEqualTo(offset);
                    assertThat(e.expected()).as(e.getMessage()).isEqualTo(expected);
                    assertThat(e.found()).as(e.getMessage()).isEqualTo(found);
                });
        assertThatThrownBy(() -> GameRecordReader.read(text)).as(text).isInstanceOf(NotationException.class);
    }
}
