package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.notation.Annotation;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.GameTree;
import org.pacru.notation.Glyph;
import org.pacru.notation.Ply;
import org.pacru.notation.Shape;
import org.pacru.notation.Variation;
import org.pacru.rules.Ruleset;

/**
 * NOTATION.md §4 game trees of legal play: random legal actions from the engine, with nested
 * variations (each legal from its own branch position), comments with tricky characters, glyphs
 * and shapes; written, read and judged by the rules, they come back equal.
 */
class GameTreeReplayPropertiesTest {

    private static final String COMMENT_CHARS = "ab {}[]()\\%\"!?$\n\u00e9";

    @Property(tries = 40)
    @Label("§4 write then read (with every line judged by the rules) gives an equal tree of legal play")
    void legalTreesRoundTrip(@ForAll long seed) {
        Random r = new Random(seed);
        int players = 2 + r.nextInt(3);
        Position start = Position.initial(players);
        Game game = Game.start(PacruRules.STANDARD, start);
        Map<String, String> tags = new LinkedHashMap<>();
        if (players != 2 || r.nextBoolean()) {
            tags.put("Players", String.valueOf(players));
        }
        GameTree tree = new GameTree(tags, start, line(r, game, 0, 10), List.of());
        String text = GameRecordWriter.write(tree);
        GameTree read = GameRecordReader.readTree(text, PacruRules::of);
        assertThat(read).as(text).isEqualTo(tree);
        assertThat(GameRecordWriter.write(read)).isEqualTo(text);
        Game replayed = GameRecordReader.replay(text, PacruRules::of);
        assertThat(replayed.actions()).isEqualTo(tree.mainLine().actions());
        assertThat(GameRecordReader.replay(tree, PacruRules::of).position()).isEqualTo(replayed.position());
    }

    /** A line of random legal actions from the game; each ply may have variations from the same game. */
    private static Variation line(Random r, Game game, int depth, int maxPlies) {
        int n = (depth == 0 ? 0 : 1) + r.nextInt(maxPlies);
        List<Ply> plies = new ArrayList<>();
        for (int i = 0; i < n && !game.isOver(); i++) {
            Action action = randomLegal(r, game);
            List<Variation> variations = new ArrayList<>();
            while (depth < 2 && r.nextInt(4) == 0) {
                variations.add(line(r, game, depth + 1, 3));
            }
            plies.add(new Ply(action, annotation(r), variations));
            game = game.play(action);
        }
        return new Variation(r.nextInt(4) == 0 ? Annotation.comment(comment(r)) : Annotation.NONE, plies);
    }

    private static Action randomLegal(Random r, Game game) {
        List<Action> legal = PacruRules.STANDARD.legalActions(game.position()).toList();
        return legal.get(r.nextInt(legal.size()));
    }

    private static Annotation annotation(Random r) {
        if (r.nextBoolean()) {
            return Annotation.NONE;
        }
        List<Glyph> glyphs = r.nextBoolean() ? List.of(Glyph.of(1 + r.nextInt(6))) : List.of();
        List<Shape> shapes = new ArrayList<>();
        if (r.nextBoolean()) {
            shapes.add(Shape.arrow(Shape.Color.GREEN, Field.E1, Field.values()[r.nextInt(81)]));
        }
        if (r.nextBoolean()) {
            shapes.add(Shape.circle(Shape.Color.RED, Field.values()[r.nextInt(81)]));
        }
        if (shapes.size() == 2 && shapes.get(0).to() == Field.E1 && shapes.get(1).from() == Field.E1) {
            shapes.remove(1);
        }
        return new Annotation(comment(r), glyphs, shapes);
    }

    private static String comment(Random r) {
        StringBuilder sb = new StringBuilder();
        for (int i = r.nextInt(10); i > 0; i--) {
            sb.append(COMMENT_CHARS.charAt(r.nextInt(COMMENT_CHARS.length())));
        }
        return sb.toString();
    }
}
