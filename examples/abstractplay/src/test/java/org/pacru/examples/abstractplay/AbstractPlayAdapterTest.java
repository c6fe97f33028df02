package org.pacru.examples.abstractplay;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.RandomBot;
import org.pacru.game.Game;
import org.pacru.game.PartialAction;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/** The Abstract Play adapter: move strings both ways, passes, replay, per-click answers, and RULES.md §11. */
class AbstractPlayAdapterTest {
    static final Rules RULES = PacruRules.of(Ruleset.ABSTRACT_PLAY);
    static final AbstractPlayAdapter AP = new AbstractPlayAdapter(RULES);
    static final String S = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    static final String C3 = "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3";

    @ParameterizedTest(name = "{0}: {2} in {1}")
    @CsvSource(delimiter = '|', value = {
        "D1 | " + S + " | a3-b4 | R9.2",
        "D1 | " + S + " | a3 | R9.1",
        "D2 | .CSW1c1dc3/.BNWdb3a2/.BW4c2.BE/4d2d1/1d1d2c1a/1db2d3/1b2c4/a1b.CSE1cCW3/ddc5c C 4 | d2-e2(e2) | R6.1",
        "D3 | b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/a.BNEbASW1aabaANWb A 2"
            + " | h1-f3(d2,a3) | R4.4",
        "D4 | " + C3 + " | d8>(e9,f9,h9) | R7.1",
        "D4 | " + C3 + " | d8>(e9) | R7.1",
        "D5 | " + S + " | e1-e20 | NOTATION",
        "D5 | " + S + " | e10-e2 | NOTATION",
        "D5 | " + S + " | a10-b2 | NOTATION",
        "D5 | " + C3 + " | d8<>(e9,f9) | NOTATION",
        "D5 | " + C3 + " | d8>(e9,e9) | R7.1",
        "D6 | 6b2/2.ANW6/8aAE/3b1aa.BSE1/1b2.BSE2a1/3.BWaaANW1b1/3b.ANW4/4a2a1/5.BE3 A 2 | f4-f6(a1) | R4.5",
        "D7 | bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2"
            + " | g6-g8(*,g7) | R6.2",
        "D7 | 1abbASbBWbbbaAS/aaaa1abaa/a1ab1bbba/1abbaaaaaANW/ab1bBNE1aaaa/ba1bBSa1bab/babbbAWbbaa/1ba.BWba1ba/abaaabbab A 2"
            + " | i6-i8(a2,g7) | R9.2",
    })
    @DisplayName("RULES.md §11: strings Abstract Play accepts but the rules forbid are reported with the rule they break")
    void abstractPlayDefectsAreReported(String defect, String position, String move, String rule) {
        Position p = PositionNotation.parse(position);
        AbstractPlayAdapter.Conversion c = AP.toAction(p, move);
        assertThat(c.action()).as("%s %s", defect, move).isEmpty();
        assertThat(c.problem().orElseThrow().rule()).as(c.problem().get().message()).isEqualTo(rule);
        assertThat(new AbstractPlayAdapter(PacruRules.of(Ruleset.STANDARD)).toAction(p, move).action())
                .as("rejected under every ruleset").isEmpty();
    }

    @Test
    @DisplayName("D1 and D4 name the defect: incomplete moves and rotations with the wrong fields")
    void defectIsNamed() {
        Position s = PositionNotation.parse(S);
        assertThat(AP.toAction(s, "a3-b4").problem().orElseThrow().message()).contains("§11 D1");
        assertThat(AP.toAction(s, "a3").problem().orElseThrow().message()).contains("§11 D1");
        assertThat(AP.toAction(PositionNotation.parse(C3), "d8>(e9,f9,h9)").problem().orElseThrow().message())
                .contains("§11 D4");
        assertThat(AP.toAction(s, "e1-e20").problem().orElseThrow().message()).contains("§11 D5");
    }

    @Test
    @DisplayName("move strings: Abstract Play's upper case and blanks are read; canonical strings written back")
    void movesBothWays() {
        Position s = PositionNotation.parse(S);
        Action a = AP.toAction(s, " A3 - B4 ( C6 ) ").action().orElseThrow();
        assertThat(a).hasToString("a3-b4(c6)");
        Transition t = RULES.apply(s, a);
        assertThat(AP.toAbstractPlay(t)).containsExactly("a3-b4(c6)");
    }

    @Test
    @DisplayName("R8.1: replaying random games written as Abstract Play move lists, with their passes")
    void replayWithPasses() {
        SplittableRandom random = new SplittableRandom(3);
        RandomBot policy = RandomBot.of(RULES.ruleset(), 0, 0.1);
        int passes = 0;
        for (int g = 0; g < 12; g++) {
            Position start = Position.initial(2 + g % 3);
            Game game = Game.start(RULES, start);
            List<String> moves = new ArrayList<>();
            while (!game.isOver()) {
                game = game.play(policy.choose(game.position(), random));
                moves.addAll(AP.toAbstractPlay(game.lastTransition().orElseThrow()));
            }
            passes += (int) moves.stream().filter(AbstractPlayAdapter.PASS::equals).count();
            AbstractPlayAdapter.Replay r = AP.replay(start, moves);
            assertThat(r.problem()).isEmpty();
            assertThat(r.game().position()).isEqualTo(game.position());
        }
        assertThat(passes).as("eliminations seen").isPositive();
    }

    @Test
    @DisplayName("R8.2, R8.5: a player who is out gets a pass each time the turn comes to them, round after round,"
            + " as Abstract Play writes its move list, and such a list replays")
    void outPlayerPassesEveryRound() {
        int outForRounds = 0;
        for (int seed = 1; seed <= 40 && outForRounds < 3; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            RandomBot policy = RandomBot.of(RULES.ruleset(), 0, 0.1);
            Position start = Position.initial(3 + seed % 2);
            Game game = Game.start(RULES, start);
            List<String> moves = new ArrayList<>();
            while (!game.isOver()) {
                game = game.play(policy.choose(game.position(), random));
                moves.addAll(AP.toAbstractPlay(game.lastTransition().orElseThrow()));
            }
            // Abstract Play's list has one entry per seat in turn order, A, B, C, (D), A, …: an action
            // of the player to move, or a pass of a player who is out at that moment.
            Game replayed = Game.start(RULES, start);
            Player seat = start.toMove();
            Map<Player, Integer> passesOf = new EnumMap<>(Player.class);
            boolean passWithoutElimination = false;
            for (String entry : moves) {
                if (entry.equals(AbstractPlayAdapter.PASS)) {
                    assertThat(replayed.position().isOut(seat)).as("%s passes", seat).isTrue();
                    passesOf.merge(seat, 1, Integer::sum);
                    Player passer = seat;
                    passWithoutElimination |= replayed.lastTransition().orElseThrow().events().stream()
                            .noneMatch(e -> e instanceof Event.Eliminated out && out.player() == passer);
                } else {
                    assertThat(replayed.position().toMove()).as(entry).isEqualTo(seat);
                    replayed = replayed.play(AP.toAction(replayed.position(), entry).action().orElseThrow());
                }
                seat = seat.next(start.playerCount());
            }
            assertThat(replayed.position()).isEqualTo(game.position());
            AbstractPlayAdapter.Replay r = AP.replay(start, moves);
            assertThat(r.problem()).as("seed %d", seed).isEmpty();
            assertThat(r.game().position()).isEqualTo(game.position());
            int most = passesOf.values().stream().max(Integer::compare).orElse(0);
            if (most >= 3) {
                assertThat(passWithoutElimination).as("passes for players out since earlier rounds").isTrue();
                outForRounds = most;
                // one pass more than the players who are out is refused where it stands
                int last = moves.lastIndexOf(AbstractPlayAdapter.PASS);
                List<String> extra = new ArrayList<>(moves);
                extra.add(last + 1, AbstractPlayAdapter.PASS);
                AbstractPlayAdapter.Replay refused = AP.replay(start, extra);
                assertThat(refused.failedEntry()).isEqualTo(last + 2);
                assertThat(refused.problem().orElseThrow().rule()).isEqualTo("R2.1");
            }
        }
        assertThat(outForRounds).as("a 3- or 4-player game with a player out for three rounds or more").isGreaterThanOrEqualTo(3);
    }

    @Test
    @DisplayName("R2.1: a pass where the turn comes to a player who is not out, or an illegal move, stops the replay at its entry")
    void replayProblems() {
        Position s = Position.initial(2);
        AbstractPlayAdapter.Replay r = AP.replay(s, List.of("e1-e2", "pass"));
        assertThat(r.failedEntry()).isEqualTo(2);
        assertThat(r.problem().orElseThrow().rule()).isEqualTo("R2.1");
        assertThat(r.game().plyCount()).isEqualTo(1);
        AbstractPlayAdapter.Replay bad = AP.replay(s, List.of("e1-e2", "a7-b7", "e2-e9"));
        assertThat(bad.failedEntry()).isEqualTo(3);
        assertThat(bad.problem().orElseThrow().rule()).isEqualTo("R3.2");
    }

    @Test
    @DisplayName("per click: valid? complete? what next? through the step-by-step API")
    void clicks() {
        Position s = PositionNotation.parse(S);
        AbstractPlayAdapter.ClickAnswer start = AP.click(s, "");
        assertThat(start.valid()).isTrue();
        assertThat(start.complete()).isFalse();
        assertThat(start.next()).containsExactly("a3", "e1", "i3", "i9");
        assertThat(AP.click(s, "e1").next()).containsExactly("e1-d2", "e1-e2", "e1-f2");
        AbstractPlayAdapter.ClickAnswer crossing = AP.click(s, "a3-b4");
        assertThat(crossing.valid()).isTrue();
        assertThat(crossing.complete()).as("D1: the crossing field is still missing").isFalse();
        assertThat(crossing.next()).contains("a3-b4(a4", "a3-b4(c6").hasSize(9);
        AbstractPlayAdapter.ClickAnswer done = AP.click(s, "a3-b4(c6");
        assertThat(done.complete()).isTrue();
        assertThat(done.next()).isEmpty();
        AbstractPlayAdapter.ClickAnswer wrong = AP.click(s, "e1-e3");
        assertThat(wrong.valid()).isFalse();
        assertThat(wrong.message()).contains("R3.2");
        assertThat(AP.click(s, "zz").valid()).isFalse();
    }

    @Test
    @DisplayName("every legal move is built click by click from Abstract Play's partial strings")
    void everyMoveIsClickable() {
        SplittableRandom random = new SplittableRandom(8);
        Position p = Position.initial(3);
        for (int ply = 0; ply < 40 && RULES.outcome(p).isEmpty(); ply++) {
            for (Move m : RULES.legalMoves(p)) {
                String partial = "";
                for (int k = 1; k <= PartialAction.of(m).size(); k++) {
                    AbstractPlayAdapter.ClickAnswer a = AP.click(p, partial);
                    String next = openString(PartialAction.of(m).prefix(k));
                    assertThat(a.next()).as("after '%s' towards %s", partial, m).contains(next);
                    partial = next;
                }
                assertThat(AP.click(p, partial).complete()).isTrue();
                assertThat(AbstractPlayAdapter.parsePartial(m.toString())).contains(PartialAction.of(m));
            }
            p = RULES.apply(p, RandomBot.of(RULES.ruleset(), 0, 0.1).choose(p, random)).after();
        }
        assertThat(AbstractPlayAdapter.parsePartial("d9>>(a7,b5")).map(PartialAction::toString)
                .isEqualTo(Optional.of("d9>>(a7,b5)"));
    }

    @Test
    @DisplayName("a move string reads the same with white space anywhere in it: space, tab, line feed, vertical tab, form feed, carriage return")
    void whiteSpaceInAMoveStringIsDropped() {
        assertThat(AbstractPlayAdapter.parsePartial(" D9 >>\t( a7,\nb5\u000B\f)\r")).map(PartialAction::toString)
                .isEqualTo(Optional.of("d9>>(a7,b5)"));
        assertThat(MoveStrings.withoutSpace(" a\tb\nc\u000Bd\fe\rf\u00a0g")).isEqualTo("abcdef\u00a0g");
    }

    private static String openString(PartialAction p) {
        String s = p.toString();
        return p.size() > 2 ? s.substring(0, s.length() - 1) : s;
    }
}
