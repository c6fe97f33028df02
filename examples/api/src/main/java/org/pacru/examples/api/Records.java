package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.text.Texts;
import org.pacru.game.Game;
import org.pacru.notation.Annotation;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.GameTree;
import org.pacru.notation.Glyph;
import org.pacru.notation.Ply;
import org.pacru.notation.PositionNotation;
import org.pacru.notation.Shape;
import org.pacru.notation.Variation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Language;
import org.pacru.rules.Violation;

/**
 * Game trees in JSON (docs/API.md, "Trees"): {@code replay}'s {@code tree}, the variations,
 * comments, glyphs and shapes of a record (NOTATION.md §4), and the call {@code record}, which
 * writes such a tree as a game record after judging every action of every line by the rules.
 *
 * <p>A tree travels as the library holds it ({@link GameTree}, {@link Variation}, {@link Ply}): a
 * line is {@code {comment, shapes, plies}}, a ply {@code {action, glyphs, comment, shapes,
 * variations}}, each variation a line that replaces its ply. A line's plies are an array, not a
 * chain of children, so that a request nests by its variations only, never by the length of the
 * game: a request nests at most {@link JsonReader#MAX_DEPTH} deep, which a chain of a
 * 16-ply game would pass.
 */
final class Records {

    private Records() {
    }

    /**
     * The JSON of a tree's main line, with its variations and annotations.
     *
     * @param tree the tree
     * @return the line {@code {comment, shapes, plies}}
     */
    static Map<String, Object> tree(GameTree tree) {
        return line(tree.mainLine());
    }

    /**
     * The JSON of a game's main line without annotations: the tree of a replay from actions.
     *
     * @param game the game
     * @return the line
     */
    static Map<String, Object> plain(Game game) {
        return line(Variation.of(game.actions()));
    }

    private static Map<String, Object> line(Variation v) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("comment", v.before().comment());
        o.put("shapes", shapes(v.before()));
        List<Object> plies = new ArrayList<>();
        for (Ply p : v.plies()) {
            Map<String, Object> ply = new LinkedHashMap<>();
            ply.put("action", p.action().toString());
            List<Object> glyphs = new ArrayList<>();
            for (Glyph g : p.annotation().glyphs()) {
                glyphs.add((long) g.number());
            }
            ply.put("glyphs", glyphs);
            ply.put("comment", p.annotation().comment());
            ply.put("shapes", shapes(p.annotation()));
            List<Object> variations = new ArrayList<>();
            for (Variation w : p.variations()) {
                variations.add(line(w));
            }
            ply.put("variations", variations);
            plies.add(ply);
        }
        o.put("plies", plies);
        return o;
    }

    private static List<Object> shapes(Annotation a) {
        List<Object> shapes = new ArrayList<>();
        for (Shape s : a.shapes()) {
            shapes.add(s.toString());
        }
        return shapes;
    }

    /**
     * The tags a record of this request names: {@code Players}, {@code Ruleset}, {@code Setup}
     * (only off the R1.6 layout) and {@code Result} (the main line's winner, or {@code *}), as
     * {@link GameRecord#of(Game)} writes them, then the request's {@code tags}, which replace
     * those of the same name and follow them in their order.
     */
    private static Map<String, String> tags(Request request, Game main) {
        Map<String, String> tags = new LinkedHashMap<>(GameRecord.of(main).tags());
        if (!request.has("tags")) {
            return tags;
        }
        if (!(request.body().get("tags") instanceof Map<?, ?> given)) {
            throw ApiError.field(400, "bad-request", "tags", Texts.apiRecordTags(request.language(),
                    JsonWriter.write(request.body().get("tags"))));
        }
        for (Map.Entry<?, ?> e : given.entrySet()) {
            if (!(e.getValue() instanceof String value)) {
                throw ApiError.field(400, "bad-request", "tags", Texts.apiFieldString(request.language(),
                        "tags." + e.getKey()));
            }
            tags.put(String.valueOf(e.getKey()), value);
        }
        return tags;
    }

    /**
     * The call {@code record}: {@code {ruleset, position?, tags?, tree}} to {@code {record}}, the
     * tree written as a game record (format 2 where it has variations or annotations, else the
     * plain record). Every action of every line is judged from the position where its line
     * branches off: the first illegal one, in the order the record writes them, is a 422
     * {@code illegal-action} naming its line ({@code line}, the actions from the start to it),
     * its number in that line ({@code ply}) and the rule.
     *
     * @param request the request
     * @return {@code {"record": text}}
     * @throws ApiError if the tree is malformed or a line is illegal
     */
    static Map<String, Object> record(Request request) {
        PacruRules rules = request.rules();
        Position start = request.position();
        if (!request.has("tree")) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiFieldMissing(request.language(), "tree"));
        }
        Variation main = readLine(request.body().get("tree"), "tree", request.language(), true);
        Game game = judge(main, Game.start(rules, start), new ArrayList<>(), request);
        GameTree tree;
        try {
            tree = new GameTree(tags(request, game), start, main, List.of());
        } catch (IllegalArgumentException e) {
            throw ApiError.field(400, "bad-request", "tags", Texts.apiRecordTags(request.language(), e.getMessage()));
        }
        try {
            GameRecordReader.replay(tree, PacruRules::of);   // the tags against the play: Result (R8.3)
        } catch (GameRecordException e) {
            Map<String, Object> extra = new LinkedHashMap<>();
            extra.put("rule", e.rule().id());
            throw new ApiError(422, "illegal-action", e.getMessage(), extra);
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("record", GameRecordWriter.write(tree));
        return o;
    }

    /**
     * Plays a line from a game, each ply's variations from the position before it, and answers
     * the game at the line's end; the first illegal action is a 422 naming its line.
     */
    private static Game judge(Variation line, Game from, List<String> before, Request request) {
        Game game = from;
        List<String> played = new ArrayList<>(before);
        for (Ply p : line.plies()) {
            played.add(p.action().toString());
            Game next;
            try {
                next = game.play(p.action());
            } catch (IllegalActionException e) {
                Locale locale = request.locale();
                Violation v = e.violation();
                Map<String, Object> extra = new LinkedHashMap<>();
                extra.put("line", new ArrayList<Object>(played));
                extra.put("ply", (long) played.size());
                extra.put("action", p.action().toString());
                extra.put("rule", String.valueOf(v.rule()));
                extra.put("position", PositionNotation.format(game.position()));
                throw Views.illegal(Texts.apiRecordAction(request.language(), String.join(" ", played),
                        played.size(), p.action(), v.message(locale)), v, extra, locale);
            }
            for (Variation w : p.variations()) {
                judge(w, game, played.subList(0, played.size() - 1), request);
            }
            game = next;
        }
        return game;
    }

    /** A line of the request: {@code {comment?, shapes?, plies}}; a variation has one ply or more. */
    private static Variation readLine(Object value, String name, Language lang, boolean main) {
        if (!(value instanceof Map<?, ?> line) || !(line.get("plies") instanceof List<?> plies)
                || !main && plies.isEmpty()) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiTreeLine(lang, name));
        }
        Annotation before = annotation(line, name, lang, false);
        List<Ply> read = new ArrayList<>();
        for (int i = 0; i < plies.size(); i++) {
            read.add(readPly(plies.get(i), name + ".plies[" + i + "]", lang));
        }
        return new Variation(before, read);
    }

    private static Ply readPly(Object value, String name, Language lang) {
        if (!(value instanceof Map<?, ?> ply) || !(ply.get("action") instanceof String action)
                || ply.get("variations") != null && !(ply.get("variations") instanceof List)) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiTreePly(lang, name));
        }
        Action a = Request.parseAction(name + ".action", action, lang.locale());
        List<Variation> variations = new ArrayList<>();
        if (ply.get("variations") instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                variations.add(readLine(list.get(i), name + ".variations[" + i + "]", lang, false));
            }
        }
        return new Ply(a, annotation(ply, name, lang, true), variations);
    }

    /** The comment, glyphs (a ply's only) and shapes of a line or a ply, each checked as §4 keeps them. */
    private static Annotation annotation(Map<?, ?> o, String name, Language lang, boolean ply) {
        Object comment = o.get("comment");
        if (comment != null && !(comment instanceof String)) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiFieldString(lang, name + ".comment"));
        }
        String text = comment == null ? "" : (String) comment;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != '\n' && Character.isISOControl(text.charAt(i))) {
                throw ApiError.field(400, "bad-request", "tree", Texts.apiTreeComment(lang, name + ".comment"));
            }
        }
        List<Glyph> glyphs = new ArrayList<>();
        Object given = o.get("glyphs");
        if (given != null && (!ply || !(given instanceof List))) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiTreeGlyph(lang, name + ".glyphs"));
        }
        if (given instanceof List<?> list) {
            for (Object g : list) {
                if (!(g instanceof Long n) || n < 1 || n > 255 || glyphs.contains(Glyph.of((int) (long) n))) {
                    throw ApiError.field(400, "bad-request", "tree", Texts.apiTreeGlyph(lang, name + ".glyphs"));
                }
                glyphs.add(Glyph.of((int) (long) n));
            }
        }
        List<Shape> shapes = new ArrayList<>();
        Object drawn = o.get("shapes");
        if (drawn != null && !(drawn instanceof List)) {
            throw ApiError.field(400, "bad-request", "tree", Texts.apiFieldStrings(lang, name + ".shapes"));
        }
        Set<String> places = new HashSet<>();
        if (drawn instanceof List<?> list) {
            for (Object s : list) {
                Shape shape = shape(s);
                if (shape == null || !places.add(shape.from() + "" + shape.to())) {
                    throw ApiError.field(400, "bad-request", "tree", Texts.apiTreeShape(lang, name + ".shapes",
                            String.valueOf(s)));
                }
                shapes.add(shape);
            }
        }
        return new Annotation(text, glyphs, shapes);
    }

    /** A shape as records write it, {@code "Ge1e5"} or {@code "Re4"}, or null. */
    private static Shape shape(Object value) {
        if (!(value instanceof String s) || s.length() != 3 && s.length() != 5) {
            return null;
        }
        Shape.Color color = null;
        for (Shape.Color c : Shape.Color.values()) {
            if (c.letter() == s.charAt(0)) {
                color = c;
            }
        }
        try {
            Field from = Field.parse(s.substring(1, 3));
            Field to = s.length() == 5 ? Field.parse(s.substring(3, 5)) : from;
            return color == null ? null : Shape.arrow(color, from, to);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
