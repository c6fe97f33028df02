package org.pacru.notation;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pacru.board.Position;
import org.pacru.game.Game;

/**
 * A game record with its variations, comments, move glyphs and drawn shapes
 * (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>): the tags and start position of
 * a {@link GameRecord}, and its main line as a {@link Variation} whose plies may carry
 * annotations and variations of their own, nested.
 *
 * <p>{@link #record()} is the plain record of the main line: what {@link GameRecordReader#read}
 * returns for the same text. {@code passes} are Abstract Play's {@code pass} entries, in the main
 * line only, counted as in {@link GameRecord#passes()}.
 *
 * <p>Immutable value. Variations nest at most {@value #MAX_DEPTH} deep.
 *
 * <pre>{@code
 * GameTree tree = GameRecordReader.readTree("1. e1-e2! {fine} [1. e1-e3?] a7-b7");
 * tree.record().actions();                                  // [e1-e2, a7-b7]
 * tree.mainLine().plies().get(0).variations().get(0);       // the line e1-e3
 * GameRecordWriter.write(tree);                             // the canonical text, [Format "2"] first
 * }</pre>
 *
 * @param tags the tag pairs, in order (as in {@link GameRecord}; never {@code Format}, which the
 *             writer adds)
 * @param start the start position
 * @param mainLine the main line, with its variations
 * @param passes where {@code pass} entries stood in the main line, as action counts, ascending
 */
public record GameTree(Map<String, String> tags, Position start, Variation mainLine, List<Integer> passes) {

    /** The deepest nesting of variations a tree may have. */
    public static final int MAX_DEPTH = 64;

    /**
     * Checks the tree as {@link GameRecord} checks a record, and copies its parts.
     *
     * @param tags the tag pairs, in order
     * @param start the start position
     * @param mainLine the main line
     * @param passes where {@code pass} entries stood, ascending
     * @throws IllegalArgumentException if the tags, start and passes make no {@link GameRecord},
     *                                  or variations nest deeper than {@value #MAX_DEPTH}
     */
    public GameTree {
        Objects.requireNonNull(mainLine, "mainLine");
        GameRecord record = new GameRecord(tags, start, mainLine.actions(), passes);
        tags = record.tags();
        passes = record.passes();
        if (mainLine.depth() > MAX_DEPTH) {
            throw new IllegalArgumentException("§4: variations nest at most " + MAX_DEPTH + " deep");
        }
    }

    /**
     * The tree of a plain record: its main line, no annotation, no variation.
     *
     * @param record the record
     * @return the tree
     */
    public static GameTree of(GameRecord record) {
        Objects.requireNonNull(record, "record");
        return new GameTree(record.tags(), record.start(), Variation.of(record.actions()), record.passes());
    }

    /**
     * The tree of a game's record ({@link GameRecord#of(Game)}).
     *
     * @param game the game
     * @return the tree of its main line
     * @throws IllegalArgumentException if the game's ruleset is no preset (R10)
     */
    public static GameTree of(Game game) {
        return of(GameRecord.of(game));
    }

    /**
     * The plain record of the main line, without annotations and variations.
     *
     * @return the record
     */
    public GameRecord record() {
        return new GameRecord(tags, start, mainLine.actions(), passes);
    }

    /**
     * Whether the tree has no annotation and no variation, so that the format of 0.3.0 can hold it.
     *
     * @return whether it is plain
     */
    public boolean isPlain() {
        return mainLine.isPlain();
    }

    /**
     * The tree's text, exactly as {@link GameRecordWriter#write(GameTree)} writes it.
     *
     * @return the game record text
     */
    @Override
    public String toString() {
        return GameRecordWriter.write(this);
    }
}
