package org.pacru.examples.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.Annotation;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.GameTree;
import org.pacru.notation.Glyph;
import org.pacru.notation.Ply;
import org.pacru.notation.Shape;
import org.pacru.notation.Variation;

/**
 * Game trees in the API (NOTATION.md §4): {@code replay} answers a record's variations, comments,
 * glyphs and shapes as {@code tree}; {@code record} writes a tree back as a record, every line
 * judged by the rules; and the two are inverse on generated trees of legal play.
 */
class RecordCallTest {
    private static final Api API = new Api(Api.PACKAGE);

    @SuppressWarnings("unchecked")
    private static Map<String, Object> call(String call, Map<String, Object> body) {
        return (Map<String, Object>) JsonReader.parse(API.answer(call, JsonWriter.write(body)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> answer(String call, Map<String, Object> body) {
        Map<String, Object> answer = call(call, body);
        assertThat(answer).as(call + " " + body).doesNotContainKey("error");
        return answer;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> error(String call, Map<String, Object> body) {
        Map<String, Object> answer = call(call, body);
        assertThat(answer).as(call + " " + body).containsKey("error");
        return (Map<String, Object>) answer.get("error");
    }

    private static Map<String, Object> body(Object... pairs) {
        Map<String, Object> o = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            o.put((String) pairs[i], pairs[i + 1]);
        }
        return o;
    }

    private static Map<String, Object> ply(String action, List<Object> glyphs, String comment, List<Object> shapes,
                                           List<Object> variations) {
        return body("action", action, "glyphs", glyphs, "comment", comment, "shapes", shapes, "variations", variations);
    }

    private static Map<String, Object> line(String comment, List<Object> shapes, List<Object> plies) {
        return body("comment", comment, "shapes", shapes, "plies", plies);
    }

    @Test
    @DisplayName("§4 replay answers a record's variations, comments, glyphs and shapes as its tree, nested as the record nests them")
    void replayAnswersTheRecordsTree() {
        Map<String, Object> game = answer("replay", body("record",
                "[Format \"2\"]\n[Event \"Club\"]\n\n{[%csl Re4] the start} 1. e1-e2!? {[%cal Ge2e5] aims} "
                        + "[1. e1-d2? {too slow} [1. e1-f2 $14]] a7-b7"));
        assertThat(game.get("tags")).isEqualTo(body("Event", "Club"));
        assertThat(game.get("tree")).isEqualTo(line("the start", List.of("Re4"), List.of(
                ply("e1-e2", List.of(5L), "aims", List.of("Ge2e5"), List.of(
                        line("", List.of(), List.of(ply("e1-d2", List.of(2L), "too slow", List.of(), List.of(
                                line("", List.of(), List.of(ply("e1-f2", List.of(14L), "", List.of(), List.of()))))))))),
                ply("a7-b7", List.of(), "", List.of(), List.of()))));
    }

    @Test
    @DisplayName("replay from actions answers the plain main line as its tree, and the tags a record of it names")
    void replayOfActionsAnswersThePlainMainLine() {
        Map<String, Object> game = answer("replay", body("actions", List.of("e1-e2", "a7-b7")));
        assertThat(game.get("tree")).isEqualTo(line("", List.of(), List.of(
                ply("e1-e2", List.of(), "", List.of(), List.of()), ply("a7-b7", List.of(), "", List.of(), List.of()))));
        assertThat(game.get("tags")).isEqualTo(body("Players", "2", "Ruleset", "standard", "Result", "*"));
    }

    @Test
    @DisplayName("§4 record writes a tree with annotations in format 2, and a plain one as the plain record replay answers")
    void recordWritesFormat2OnlyWhereNeeded() {
        Map<String, Object> annotated = line("", List.of(), List.of(
                ply("e1-e2", List.of(1L), "good", List.of("Ge1e5", "Re4"), List.of(
                        line("", List.of(), List.of(ply("e1-d2", List.of(), "", List.of(), List.of()))))),
                ply("a7-b7", List.of(), "", List.of(), List.of())));
        assertThat(answer("record", body("tree", annotated, "tags", body("Event", "Club"))).get("record")).isEqualTo(
                "[Format \"2\"]\n[Players \"2\"]\n[Ruleset \"standard\"]\n[Result \"*\"]\n[Event \"Club\"]\n\n"
                        + "1. e1-e2! {[%cal Ge1e5][%csl Re4] good} [1. e1-d2] 1... a7-b7\n");
        Map<String, Object> plain = line("", List.of(), List.of(ply("e1-e2", List.of(), "", List.of(), List.of())));
        assertThat(answer("record", body("tree", plain)).get("record"))
                .isEqualTo(answer("replay", body("actions", List.of("e1-e2"))).get("record"));
    }

    @Test
    @DisplayName("R3 record judges every line: an illegal action in a nested variation is 422 illegal-action naming its line, its ply and the rule")
    void anIllegalActionInAVariationNamesItsLine() {
        Map<String, Object> tree = line("", List.of(), List.of(
                ply("e1-e2", List.of(), "", List.of(), List.of(
                        line("", List.of(), List.of(ply("e1-d2", List.of(), "", List.of(), List.of()),
                                ply("a7-b7", List.of(), "", List.of(), List.of(
                                        line("", List.of(), List.of(ply("e2-e6", List.of(), "", List.of(), List.of()))))))))),
                ply("a7-b7", List.of(), "", List.of(), List.of())));
        Map<String, Object> e = error("record", body("tree", tree));
        assertThat(e).containsEntry("status", 422L).containsEntry("code", "illegal-action")
                .containsEntry("line", List.of("e1-d2", "e2-e6")).containsEntry("ply", 2L)
                .containsEntry("action", "e2-e6").containsKey("rule").containsKey("violation");
        assertThat((String) e.get("message")).startsWith("line e1-d2 e2-e6, action 2 e2-e6: ");
    }

    @Test
    @DisplayName("a malformed tree is a 400 bad-request naming the field tree and the place, in the request's language")
    void aMalformedTreeIsABadRequest() {
        Map<String, Object> noPlies = error("record", body("tree", body("comment", "x")));
        assertThat(noPlies).containsEntry("status", 400L).containsEntry("code", "bad-request").containsEntry("field", "tree");
        Map<String, Object> shape = error("record", body("lang", "es", "tree", line("", List.of(), List.of(
                ply("e1-e2", List.of(), "", List.of("Xe1e5"), List.of())))));
        assertThat(shape).containsEntry("field", "tree");
        assertThat((String) shape.get("message")).startsWith("tree.plies[0].shapes: 'Xe1e5' no es una figura");
        Map<String, Object> glyph = error("record", body("tree", line("", List.of(), List.of(
                ply("e1-e2", List.of(1L, 1L), "", List.of(), List.of())))));
        assertThat((String) glyph.get("message")).startsWith("tree.plies[0].glyphs: ");
        Map<String, Object> emptyVariation = error("record", body("tree", line("", List.of(), List.of(
                ply("e1-e2", List.of(), "", List.of(), List.of(line("", List.of(), List.of())))))));
        assertThat((String) emptyVariation.get("message")).startsWith("tree.plies[0].variations[0]: ");
        Map<String, Object> notation = error("record", body("tree", line("", List.of(), List.of(
                ply("e1-", List.of(), "", List.of(), List.of())))));
        assertThat(notation).containsEntry("code", "bad-notation").containsEntry("field", "tree.plies[0].action");
        Map<String, Object> tags = error("record", body("tags", body("Players", "3"), "tree", line("", List.of(), List.of())));
        assertThat(tags).containsEntry("field", "tags").containsEntry("status", 400L);
    }

    @Test
    @DisplayName("a tree nests by its variations, not by its length: a 200-ply game goes through record and replay in one request")
    void aLongGameFitsARequest() {
        Game game = Game.start(PacruRules.STANDARD, Position.initial(2));
        Random r = new Random(7);
        List<Object> plies = new ArrayList<>();
        for (int i = 0; i < 200 && !game.isOver(); i++) {
            Action a = randomLegal(r, game);
            plies.add(ply(a.toString(), List.of(), "", List.of(), List.of()));
            game = game.play(a);
        }
        String record = (String) answer("record", body("tree", line("", List.of(), plies))).get("record");
        assertThat(record).isEqualTo(GameRecordWriter.write(game));
        assertThat(answer("replay", body("record", record)).get("tree")).isEqualTo(line("", List.of(), plies));
    }

    @Property(tries = 40)
    @Label("§4 record → replay's tree → record is the identity on generated trees of legal play, and replay of that record answers the same tree")
    void recordReplayRecordIsTheIdentity(@ForAll long seed) {
        Random r = new Random(seed);
        int players = 2 + r.nextInt(3);
        Position start = Position.initial(players);
        Variation main = line(r, Game.start(PacruRules.STANDARD, start), 0, 10);
        Game end = Game.start(PacruRules.STANDARD, start);
        for (Action a : main.actions()) {
            end = end.play(a);
        }
        Map<String, String> tags = new LinkedHashMap<>(GameRecord.of(end).tags());
        if (r.nextBoolean()) {
            tags.put("Event", comment(r).replace("\n", " "));
        }
        String text = GameRecordWriter.write(new GameTree(tags, start, main, List.of()));
        Map<String, Object> replayed = answer("replay", body("record", text));
        Map<String, Object> written = answer("record", body("position", replayed.get("start"),
                "tags", replayed.get("tags"), "tree", replayed.get("tree")));
        assertThat(written.get("record")).as(text).isEqualTo(text);
        assertThat(answer("replay", body("record", written.get("record"))).get("tree")).isEqualTo(replayed.get("tree"));
    }

    // The generator of pacru-core's GameTreeReplayPropertiesTest: random legal lines with nested
    // variations (each legal from its own branch), comments with the record's delimiters, glyphs, shapes.

    private static final String COMMENT_CHARS = "ab {}[]()\\%\"!?$\n\u00e9\u3042";

    private static Variation line(Random r, Game game, int depth, int maxPlies) {
        int n = (depth == 0 ? 0 : 1) + r.nextInt(maxPlies);
        List<Ply> plies = new ArrayList<>();
        for (int i = 0; i < n && !game.isOver(); i++) {
            Action action = randomLegal(r, game);
            List<Variation> variations = new ArrayList<>();
            while (depth < 3 && r.nextInt(4) == 0) {
                variations.add(line(r, game, depth + 1, 3));
            }
            plies.add(new Ply(action, annotation(r, true), variations));
            game = game.play(action);
        }
        return new Variation(r.nextInt(4) == 0 ? annotation(r, false) : Annotation.NONE, plies);
    }

    private static Action randomLegal(Random r, Game game) {
        List<Action> legal = PacruRules.STANDARD.legalActions(game.position()).toList();
        return legal.get(r.nextInt(legal.size()));
    }

    private static Annotation annotation(Random r, boolean glyphs) {
        if (r.nextBoolean()) {
            return Annotation.NONE;
        }
        List<Glyph> gs = new ArrayList<>();
        while (glyphs && r.nextInt(3) == 0) {
            Glyph g = Glyph.of(r.nextBoolean() ? 1 + r.nextInt(6) : 1 + r.nextInt(255));
            if (!gs.contains(g)) {
                gs.add(g);
            }
        }
        List<Shape> shapes = new ArrayList<>();
        List<String> drawn = new ArrayList<>();
        while (r.nextInt(3) == 0) {
            Field from = Field.values()[r.nextInt(81)];
            Field to = r.nextBoolean() ? from : Field.values()[r.nextInt(81)];
            if (!drawn.contains(from + "" + to)) {
                drawn.add(from + "" + to);
                shapes.add(Shape.arrow(Shape.Color.values()[r.nextInt(4)], from, to));
            }
        }
        return new Annotation(comment(r), gs, shapes);
    }

    private static String comment(Random r) {
        StringBuilder sb = new StringBuilder();
        for (int i = r.nextInt(10); i > 0; i--) {
            sb.append(COMMENT_CHARS.charAt(r.nextInt(COMMENT_CHARS.length())));
        }
        return sb.toString();
    }
}
