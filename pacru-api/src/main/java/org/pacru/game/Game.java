package org.pacru.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * A game: a start position, the rules, and the history of actions played with their transitions.
 * Reports the ply count (R8.4: the rules set no move limit; a host that needs one applies it).
 *
 * <p>Immutable and thread-safe: {@link #play} and {@link #undo} return other games and share
 * history with this one, so both take constant time.
 *
 * <pre>{@code
 * Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2));
 * game = game.play(Move.of(Field.E1, Field.E2));
 * game.plyCount();            // 1
 * game.position().toMove();   // B
 * game = game.undo();         // back at the start
 * }</pre>
 */
public final class Game {
    private final Rules rules;
    private final Position start;
    private final Game previous;
    private final Transition last;
    private final int plies;

    private Game(Rules rules, Position start, Game previous, Transition last, int plies) {
        this.rules = rules;
        this.start = start;
        this.previous = previous;
        this.last = last;
        this.plies = plies;
    }

    /**
     * A new game from a start position.
     *
     * @param rules the rules to play by
     * @param start the start position
     * @return the game, no action played
     */
    public static Game start(Rules rules, Position start) {
        return new Game(Objects.requireNonNull(rules, "rules"), Objects.requireNonNull(start, "start"), null, null, 0);
    }

    /**
     * Plays a legal action.
     *
     * @param action the action
     * @return the game with the action added
     * @throws IllegalActionException if the action is illegal here (this game is unchanged)
     */
    public Game play(Action action) {
        Transition t = rules.apply(position(), action);
        return new Game(rules, start, this, t, plies + 1);
    }

    /**
     * The game without its last action.
     *
     * @return the previous game
     * @throws IllegalStateException if no action was played
     */
    public Game undo() {
        if (previous == null) {
            throw new IllegalStateException("nothing to undo: no action was played");
        }
        return previous;
    }

    /**
     * The rules the game is played by.
     *
     * @return the rules
     */
    public Rules rules() {
        return rules;
    }

    /**
     * The start position.
     *
     * @return the start position
     */
    public Position startPosition() {
        return start;
    }

    /**
     * The current position.
     *
     * @return the position after the last action, or the start position
     */
    public Position position() {
        return last == null ? start : last.after();
    }

    /**
     * The number of actions played (R8.4).
     *
     * @return the ply count
     */
    public int plyCount() {
        return plies;
    }

    /**
     * The transitions of the actions played, in order.
     *
     * @return an unmodifiable list
     */
    public List<Transition> history() {
        List<Transition> list = new ArrayList<>(plies);
        for (Game g = this; g.last != null; g = g.previous) {
            list.add(g.last);
        }
        Collections.reverse(list);
        return Collections.unmodifiableList(list);
    }

    /**
     * The actions played, in order.
     *
     * @return an unmodifiable list
     */
    public List<Action> actions() {
        List<Action> list = new ArrayList<>(plies);
        for (Transition t : history()) {
            list.add(t.action());
        }
        return Collections.unmodifiableList(list);
    }

    /**
     * The last transition, if any action was played.
     *
     * @return the last transition
     */
    public Optional<Transition> lastTransition() {
        return Optional.ofNullable(last);
    }

    /**
     * The end of the game, if it is over (R8.3).
     *
     * @return the outcome, or empty while the game goes on
     */
    public Optional<Outcome> outcome() {
        return rules.outcome(position());
    }

    /**
     * Whether the game is over.
     *
     * @return true if over
     */
    public boolean isOver() {
        return outcome().isPresent();
    }

    /**
     * The ply count, the ruleset's name and the current position string (NOTATION.md §3):
     * {@code Game[0 plies, standard, 4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2]}. The
     * whole game as text is its game record ({@code GameRecordWriter} in pacru-notation).
     *
     * @return the summary
     */
    @Override
    public String toString() {
        return "Game[" + plies + " plies, " + rules.ruleset().name() + ", " + position() + "]";
    }
}
