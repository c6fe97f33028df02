package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;

/**
 * §4 game trees, on generated trees: writing then reading gives an equal tree, and reading is
 * stable on what any mutated text reads as. The actions here are well formed but not legal (the
 * syntax knows no rules); pacru-core's GameTreeReplayPropertiesTest writes trees of legal actions.
 */
class GameTreePropertiesTest {

    /** Characters a comment must survive: the delimiters of comments, variations and tags, escapes, line breaks. */
    private static final String COMMENT_CHARS = "ab {}[]()\\%\"!?$,.\n\u00e9\u3042";
    private static final String[] COMMENT_PIECES = {"[%csl ", "[%cal ", "Re4", "]", "\\", "{", "}", "  ", "\n"};

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs();
    }

    /** A random tree: a main line of up to 12 plies, variations up to 3 deep, every kind of annotation. */
    static GameTree tree(Random r, Function<Random, Action> action) {
        Map<String, String> tags = new LinkedHashMap<>();
        if (r.nextBoolean()) {
            tags.put("Players", "2");
        }
        if (r.nextInt(3) == 0) {
            tags.put("Event", comment(r).replace("\n", " "));
        }
        List<Integer> passes = new ArrayList<>();
        Variation main = line(r, action, 0, 12);
        if (r.nextInt(4) == 0) {
            passes.add(r.nextInt(main.plies().size() + 1));
        }
        return new GameTree(tags, Position.initial(2), main, passes);
    }

    static Variation line(Random r, Function<Random, Action> action, int depth, int maxPlies) {
        int n = (depth == 0 ? 0 : 1) + r.nextInt(maxPlies);
        List<Ply> plies = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Variation> variations = new ArrayList<>();
            while (depth < 3 && r.nextInt(5) == 0) {
                variations.add(line(r, action, depth + 1, 4));
            }
            plies.add(new Ply(action.apply(r), annotation(r, true), variations));
        }
        return new Variation(annotation(r, false), plies);
    }

    static Annotation annotation(Random r, boolean glyphs) {
        if (r.nextInt(3) == 0) {
            return Annotation.NONE;
        }
        List<Glyph> gs = new ArrayList<>();
        while (glyphs && r.nextInt(3) == 0) {
            Glyph g = r.nextBoolean() ? Glyph.of(1 + r.nextInt(6)) : Glyph.of(1 + r.nextInt(255));
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
                shapes.add(new Shape(Shape.Color.values()[r.nextInt(4)], from, to));
            }
        }
        return new Annotation(r.nextBoolean() ? comment(r) : "", gs, shapes);
    }

    static String comment(Random r) {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            if (r.nextInt(4) == 0) {
                sb.append(COMMENT_PIECES[r.nextInt(COMMENT_PIECES.length)]);
            } else {
                sb.append(COMMENT_CHARS.charAt(r.nextInt(COMMENT_CHARS.length())));
            }
        }
        return sb.toString();
    }

    private final NotationPropertiesTest values = new NotationPropertiesTest();

    /** Any well-formed action, from the notation's own generator, drawn by the tree's random source. */
    private Function<Random, Action> anyAction() {
        List<Action> sample = values.actions().sampleStream().limit(200).toList();
        return r -> sample.get(r.nextInt(sample.size()));
    }

    @Property(tries = 300)
    @Label("§4 read(write(tree)) equals the tree, and writing again gives the same text")
    void writeThenReadIsIdentity(@ForAll("seeds") long seed) {
        GameTree tree = tree(new Random(seed), anyAction());
        String text = GameRecordWriter.write(tree);
        GameTree read = GameRecordReader.readTree(text);
        assertThat(read).as(text).isEqualTo(tree);
        assertThat(GameRecordWriter.write(read)).isEqualTo(text);
        assertThat(GameRecordReader.read(text)).isEqualTo(tree.record());
        boolean empty = tree.tags().isEmpty() && tree.mainLine().plies().isEmpty() && tree.passes().isEmpty();
        assertThat(text.startsWith("[Format \"2\"]\n")).as(text).isEqualTo(!tree.isPlain() || empty);
    }

    @Property(tries = 300)
    @Label("§4 a mutated tree's text reads (and then read(write(read)) is stable) or fails with a NotationException on one line")
    void mutatedTextReadsStablyOrFailsClearly(@ForAll("seeds") long seed,
                                              @ForAll("mutations") List<NotationPropertiesTest.Mutation> mutations) {
        String text = NotationPropertiesTest.mutate(GameRecordWriter.write(tree(new Random(seed), anyAction())), mutations);
        try {
            GameTree read = GameRecordReader.readTree(text);
            String again = GameRecordWriter.write(read);
            assertThat(GameRecordReader.readTree(again)).isEqualTo(read);
            assertThat(GameRecordWriter.write(GameRecordReader.readTree(again))).isEqualTo(again);
            assertThat(GameRecordReader.read(text)).isEqualTo(read.record());
        } catch (NotationException e) {
            assertThat(e.input()).isEqualTo(text);
            assertThat(e.offset()).isBetween(0, text.length());
            assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r");
            assertThat(e.line()).isPositive();
        }
    }

    @Provide
    Arbitrary<List<NotationPropertiesTest.Mutation>> mutations() {
        return net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 3000),
                Arbitraries.of("e19[]{}\\!?$%\n \"".toCharArray()))
                .as(NotationPropertiesTest.Mutation::new).list().ofMinSize(1).ofMaxSize(3);
    }
}
