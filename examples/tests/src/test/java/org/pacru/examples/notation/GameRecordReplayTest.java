package org.pacru.examples.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * Game records (NOTATION.md §4) replayed with the real engine: lossless round trips of random
 * games, the first illegal action reported with its number and rule, and Abstract Play's
 * {@code pass} accepted only where an elimination (R8.1) happened.
 */
class GameRecordReplayTest {

    /** A random game: mostly moves, sometimes a rotation, until the game ends or after maxPlies. */
    static Game randomGame(Rules rules, Position start, long seed, int maxPlies) {
        Random random = new Random(seed);
        Game game = Game.start(rules, start);
        while (!game.isOver() && game.plyCount() < maxPlies) {
            Position p = game.position();
            List<Move> moves = rules.legalMoves(p);
            long rotations = rules.countRotations(p);
            Action action;
            if (rotations > 0 && (moves.isEmpty() || random.nextInt(10) == 0)) {
                action = rules.legalRotations(p).skip(random.nextInt((int) Math.min(rotations, 500)))
                        .findFirst().orElseThrow();
            } else if (!moves.isEmpty()) {
                action = moves.get(random.nextInt(moves.size()));
            } else {
                break;
            }
            game = game.play(action);
        }
        return game;
    }

    @ParameterizedTest
    @CsvSource({"standard,2,1", "standard,3,2", "standard,4,3", "abstractplay,2,4", "abstractplay,3,5",
        "abstractplay,4,6", "standard,2,7", "standard,4,8"})
    @DisplayName("§4 a record written from a random game reads back equal and replays to the same final position")
    void randomGameRoundTrip(String ruleset, int players, long seed) {
        Rules rules = PacruRules.of(Ruleset.parse(ruleset));
        Game game = randomGame(rules, Position.initial(players), seed, 400);
        assertThat(game.plyCount()).as("a game long enough to matter").isGreaterThan(20);
        assertThat(game.isOver()).as("these seeds play to the end").isTrue();
        assertThat(game.actions()).as("rotations included").hasAtLeastOneElementOfType(Rotation.class);
        String text = GameRecordWriter.write(game);
        GameRecord record = GameRecordReader.read(text);
        assertThat(record).isEqualTo(GameRecord.of(game));
        assertThat(record.actions()).isEqualTo(game.actions());
        Game replayed = GameRecordReader.replay(text, PacruRules::of);
        assertThat(replayed.position()).isEqualTo(game.position());
        assertThat(PositionNotation.format(replayed.position())).isEqualTo(PositionNotation.format(game.position()));
        assertThat(replayed.outcome()).isEqualTo(game.outcome());
        assertThat(GameRecordWriter.write(replayed)).isEqualTo(text);
        assertThat(record.result()).contains(game.outcome().orElseThrow().winner());

        // The same record with Abstract Play's pass after every R8.1 elimination replays too.
        List<Integer> passes = new ArrayList<>();
        List<Transition> history = game.history();
        for (int k = 0; k < history.size(); k++) {
            long eliminated = history.get(k).events().stream().filter(e -> e instanceof Event.Eliminated).count();
            for (int i = 0; i < eliminated; i++) {
                passes.add(k + 1);
            }
        }
        assertThat(passes).as("these seeds end by R8.1 eliminations").isNotEmpty();
        GameRecord withPasses = new GameRecord(record.tags(), record.start(), record.actions(), passes);
        String passText = GameRecordWriter.write(withPasses);
        assertThat(GameRecordReader.read(passText)).isEqualTo(withPasses);
        assertThat(GameRecordReader.replay(passText, PacruRules::of).position()).isEqualTo(game.position());
    }

    @Test
    @DisplayName("§4 a game from a Setup position keeps its Setup tag and replays")
    void setupRoundTrip() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Game opening = randomGame(rules, Position.initial(3), 11, 12);
        Game game = randomGame(rules, opening.position(), 12, 60);
        String text = GameRecordWriter.write(game);
        assertThat(text).contains("[Setup \"" + PositionNotation.format(opening.position()) + "\"]");
        assertThat(GameRecordReader.replay(text, PacruRules::of).position()).isEqualTo(game.position());
    }

    @Test
    @DisplayName("§4 the first illegal action is reported with its number and rule ID; nothing after it is accepted")
    void illegalActionReported() {
        String text = "[Players \"2\"]\n1. e1-e2 a7-b7 2. e2-e3 b7-b2 3. e3-e4";
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position before = rules.apply(rules.apply(rules.apply(Position.initial(2),
                Move.of(Field.E1, Field.E2)).after(), Move.of(Field.A7, Field.B7)).after(),
                Move.of(Field.E2, Field.E3)).after();
        Violation expected = rules.check(before, Move.of(Field.B7, Field.B2)).orElseThrow();
        assertThatThrownBy(() -> GameRecordReader.replay(text, PacruRules::of))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(4);
                    assertThat(e.round()).isEqualTo(2);
                    assertThat(e.entry()).isEqualTo("b7-b2");
                    assertThat(e.rule()).isSameAs(expected.rule());
                    assertThat(e.violation()).contains(expected);
                    assertThat(e.position()).isEqualTo(before);
                    assertThat(e.offset()).hasValue(text.indexOf("b7-b2"));
                    assertThat(e.getMessage()).contains("action 4 (move 2, player B) b7-b2", expected.message());
                });
    }

    @Test
    @DisplayName("§4 a GameRecord value replays like its text; its illegal action or misplaced pass is reported without a text offset")
    void recordValuesReplay() {
        String text = "[Players \"2\"]\n1. e1-e2 a7-b7 2. e2-e3 b7-b2";
        GameRecord record = GameRecordReader.read(text);
        GameRecord legalPart = new GameRecord(record.tags(), record.start(), record.actions().subList(0, 3), List.of());
        assertThat(GameRecordReader.replay(legalPart, PacruRules::of).position())
                .isEqualTo(GameRecordReader.replay("[Players \"2\"]\n1. e1-e2 a7-b7 2. e2-e3", PacruRules::of).position());
        assertThatThrownBy(() -> GameRecordReader.replay(record, PacruRules::of))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(4);
                    assertThat(e.entry()).isEqualTo("b7-b2");
                    assertThat(e.offset()).isEmpty();
                    assertThat(e.getMessage()).startsWith("RECORD: action 4 (move 2, player B) b7-b2: R3.");
                });
        GameRecord misplacedPass = new GameRecord(record.tags(), record.start(), record.actions().subList(0, 1), List.of(1));
        assertThatThrownBy(() -> GameRecordReader.replay(misplacedPass, PacruRules.of(Ruleset.STANDARD)))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.1");
                    assertThat(e.offset()).isEmpty();
                    assertThat(e.getMessage()).startsWith("RECORD: action 2 (move 1, player B) pass: R8.1");
                });
    }

    @Test
    @DisplayName("§4 R8.1 a pass as the last word of the text is read as a pass")
    void passAtTheEndOfTheText() {
        String text = "[Players \"2\"] e1-e2 pass";
        assertThat(GameRecordReader.read(text).passes()).containsExactly(1);
        assertThatThrownBy(() -> GameRecordReader.replay(text, PacruRules::of))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.rule().id()).isEqualTo("R8.1");
                    assertThat(e.offset()).hasValue(text.length() - 4);
                });
    }

    @Test
    @DisplayName("§4 Javadoc: GameRecordException example (e1-e6 breaks R3.2)")
    void javadocGameRecordException() {
        try {
            GameRecordReader.replay("[Players \"2\"]\n1. e1-e6", PacruRules::of);
            throw new AssertionError("e1-e6 must be refused");
        } catch (GameRecordException e) {
            assertThat(e.ply()).isEqualTo(1);
            assertThat(e.round()).isEqualTo(1);
            assertThat(e.rule().id()).isEqualTo("R3.2");
            assertThat(e.getMessage()).startsWith("RECORD: action 1 (move 1, player A) e1-e6 at offset 17: R3.2: e1-e6: ");
        }
    }

    @Test
    @DisplayName("§4 Javadoc: GameRecordWriter and ActionNotation.resolve examples")
    void javadocWriterAndResolve() {
        Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2))
                .play(Move.of(Field.E1, Field.E2));
        assertThat(GameRecordWriter.write(game))
                .isEqualTo("[Players \"2\"]\n[Ruleset \"standard\"]\n[Result \"*\"]\n\n1. e1-e2\n");
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Action a = ActionNotation.resolve(rules, Position.initial(2), "e1-e2");
        assertThat(rules.apply(Position.initial(2), a).after().toMove().toString()).isEqualTo("B");
        assertThatThrownBy(() -> ActionNotation.resolve(rules, Position.initial(2), "E1-E6"))
                .isInstanceOfSatisfying(IllegalActionException.class,
                        e -> assertThat(e.violation().rule().id()).isEqualTo("R3.2"));
    }

    /** A transition of the standard play vectors with an R8.1 elimination, found with the engine. */
    static Optional<Transition> eliminationFromConformance() throws IOException {
        Path file = Path.of(System.getProperty("pacru.conformance.dir")).resolve("play-standard.tsv");
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] cols = line.split("\t");
            Transition t = rules.apply(PositionNotation.parse(cols[0]), ActionNotation.parse(cols[1]));
            if (t.outcome().isEmpty() && t.events().stream().anyMatch(e -> e instanceof Event.Eliminated)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** A record starting at the transition's position, its action, then more random play. */
    static String record(Transition t, boolean pass, long seed) {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Game rest = randomGame(rules, t.after(), seed, 3);
        StringBuilder sb = new StringBuilder();
        sb.append("[Players \"").append(t.before().playerCount()).append("\"]\n");
        sb.append("[Setup \"").append(PositionNotation.format(t.before())).append("\"]\n\n");
        sb.append(t.action());
        if (pass) {
            sb.append(" pass");
        }
        for (Action a : rest.actions()) {
            sb.append(' ').append(a);
        }
        return sb.toString();
    }

    @Test
    @DisplayName("R8.1: pass is accepted where an elimination happened, and refused anywhere else")
    void passOnlyWhereEliminated() throws IOException {
        Transition t = eliminationFromConformance().orElseThrow(
                () -> new AssertionError("the play vectors contain an elimination that does not end the game"));
        String withPass = record(t, true, 21);
        String withoutPass = record(t, false, 21);
        Game a = GameRecordReader.replay(withPass, PacruRules::of);
        Game b = GameRecordReader.replay(withoutPass, PacruRules::of);
        assertThat(a.position()).isEqualTo(b.position());
        assertThat(GameRecordReader.read(withPass).passes()).containsExactly(1);

        List<String> misplaced = new ArrayList<>();
        misplaced.add(withoutPass.replaceFirst("\n\n", "\n\npass "));
        String[] tokens = withPass.substring(withPass.indexOf("\n\n") + 2).split(" ");
        if (tokens.length > 3) {
            misplaced.add(withPass + " pass");
        }
        misplaced.add(withPass.replace(" pass", " pass pass"));
        for (String text : misplaced) {
            assertThatThrownBy(() -> GameRecordReader.replay(text, PacruRules::of))
                    .as(text)
                    .isInstanceOfSatisfying(GameRecordException.class, e -> {
                        assertThat(e.rule().id()).isEqualTo("R8.1");
                        assertThat(e.entry()).isEqualTo("pass");
                        assertThat(e.offset()).isPresent();
                    });
        }
        // In the normal 2-player start nobody is ever eliminated by the first move.
        assertThatThrownBy(() -> GameRecordReader.replay("[Players \"2\"] e1-e2 pass a7-b7", PacruRules::of))
                .isInstanceOfSatisfying(GameRecordException.class, e -> {
                    assertThat(e.ply()).isEqualTo(2);
                    assertThat(e.rule().id()).isEqualTo("R8.1");
                });
    }
}
