package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.reference.ReferenceNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Violation;

/**
 * What {@code check} says about an illegal action, word for word: for each reason and each of its
 * variants (the range with no, one or several markers; each case of R4.4; each way a bonus field,
 * a connection or a rotation's fields can be wrong) the whole message, which names the rule, the
 * action and the fields. Positions as in {@link RuleScenarios#board}, two players, A to move.
 */
class ViolationMessageTest {

    /** board | action | ruleset | reason | message. */
    static final String CASES = """
            b2:AN i9:BS | c3-c4 | standard | NOT_OWN_CHEVRON | R2.1: c3-c4: c3 holds no chevron
            b2:AN i9:BS | i9-i8 | standard | NOT_OWN_CHEVRON | R2.1: i9-i8: the chevron on i9 belongs to player B, and player A is to move
            b2:AN i9:BS | b2-c4 | standard | WRONG_DIRECTION | R3.1: b2-c4: the chevron on b2 faces N and moves only N, NW or NE in a straight line; c4 is on no line from b2
            b2:AN i9:BS | b2-c2 | standard | WRONG_DIRECTION | R3.1: b2-c2: the chevron on b2 faces N and moves only N, NW or NE in a straight line, not E
            e5:AS i9:BS | e5-e6 | standard | WRONG_DIRECTION | R3.1: e5-e6: the chevron on e5 faces S and moves only S, SE or SW in a straight line, not N
            b2:AN i9:BS | b2-b4 | standard | OUT_OF_RANGE | R3.2: b2-b4: the chevron on b2 may move at most 1 field (no own markers in the borderland centred on b2), not 2
            b2:aAN i9:BS | b2-b4 | standard | OUT_OF_RANGE | R3.2: b2-b4: the chevron on b2 may move at most 1 field (1 own marker in the borderland centred on b2), not 2
            b2:aAN a1:a i9:BS | b2-b5 | standard | OUT_OF_RANGE | R3.2: b2-b5: the chevron on b2 may move at most 2 fields (2 own markers in the borderland centred on b2), not 3
            h4:aAN i5:a i9:BS | h4-h7 | standard | OUT_OF_RANGE | R3.2: h4-h7: the chevron on h4 may move at most 2 fields (2 own markers in the borderland centred on h5), not 3
            e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS | e3xe4 | standard | NOTHING_TO_CAPTURE | R5.5: e3xe4: e4 holds no chevron to capture
            b2:AN b3:AS i9:BS | b2xb3 | standard | NOTHING_TO_CAPTURE | R5.5: b2xb3: b3 holds your own chevron, not an enemy's
            e5:aAN d5:a e7:aBS i1:BN c7:aAE b8:a e6:BW | e5xe7 | standard | NOT_AN_ATTACKER | R5.1: e5xe7: the chevron on e5 does not attack e7: a chevron stands on e6 in between, and a capture never jumps
            e5:aAN d5:a e7:bBS i1:BN | e5xe7 | standard | SINGLE_ATTACKER | R5.2: e5xe7: only the chevron on e5 attacks e7; a capture needs at least two attacking chevrons
            e5:aAN d5:a e7:bBS i1:BN c7:aAE b8:a | e5-e7 | standard | CAPTURE_NOT_MARKED | R5.5: e5-e7: e7 holds a chevron of player B; moving onto it is only possible as a capture, written e5xe7
            e5:aAN e6:b d6:aAN i1:BN | e5-d6 | standard | DESTINATION_OCCUPIED | R3.3: e5-d6: d6 is occupied by your own chevron
            e5:aAN e6:b d6:aAN i1:BN | e5-e6 | standard | DESTINATION_OPPOSING | R3.3: e5-e6: e6 carries a marker of player B: a move never ends on an opposing field
            a1:aAN a2:BE c1:a i9:BS | a1-a3 | standard | PATH_BLOCKED | R3.4: a1-a3: a chevron stands on a2 between a1 and a3; passing over chevrons is a jump, which needs your markers on both a1 and a3
            a1:AN a2:BE a3:a c1:a i9:BS | a1-a3 | standard | PATH_BLOCKED | R3.4: a1-a3: a chevron stands on a2 between a1 and a3; passing over chevrons is a jump, which needs your markers on both a1 and a3
            a3:AN i9:BS | a3-a4 | standard | CHOICE_MISSING | R9.2: a3-a4: the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a5, a6, b4, b5, b6, c4, c5, c6
            a3:AN i9:BS a4:a a5:b a6:b b4:b b5:bBS b6:b c4:b c5:b c6:a | a3-a4 | standard | CHOICE_MISSING | R9.2: a3-a4: the border crossing into the borderland centred on b5 names one field to convert (R4.4b): one of a5, a6, b4, b6, c4, c5
            a3:aAN a2:a a5:a i9:BS | a3-a5 | standard | CHOICE_MISSING | R9.2: a3-a5: the move is a border crossing and a connection: it names exactly one of them (R4.3), a field of the borderland centred on b5 or *: one of a4, a6, b4, b5, b6, c4, c5, c6
            a1:aAN a3:a b1:a i9:BS | a1-a3 | standard | CHOICE_MISSING | R9.2: a1-a3: the connection is mandatory and named * (R4.3, R4.5)
            a3:AN i9:BS | a3-a4(*) | standard | CONNECTION_INVALID | R4.2: a3-a4(*): a one-step move is never a connection (R4.2); the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a5, a6, b4, b5, b6, c4, c5, c6
            a1:AN a3:a b1:a c1:a i9:BS | a1-a3(*) | standard | CONNECTION_INVALID | R4.2: a1-a3(*): no connection (R4.2): a1 does not carry your marker
            a1:aAN c1:a i9:BS | a1-a3(*) | standard | CONNECTION_INVALID | R4.2: a1-a3(*): no connection (R4.2): a3 does not carry your marker
            a1:aAN a2:BE a3:a c1:a i9:BS | a1-a3(*) | standard | CONNECTION_INVALID | R4.2: a1-a3(*): no connection (R4.2): a chevron stands between a1 and a3 (a jump is never a connection)
            a1:aAN a2:a a3:a i9:BS | a1-a3(*) | standard | CONNECTION_INVALID | R4.2: a1-a3(*): no connection (R4.2): every field between a1 and a3 is yours already, so there is nothing to fill (connectionNeedsGap)
            e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b | e3-e4(a9,d5) | standard | CHOICES_OUT_OF_ORDER | R9.2: e3-e4(a9,d5): the R4 choice (the field in the borderland centred on e5) comes first and the R6.2 bonus last
            a1:aAN a3:a b1:a i9:BS | a1-a3(a2) | standard | CONNECTION_NOT_NAMED | R4.5: a1-a3(a2): this move is a connection (R4.2), its only R4 effect, which is mandatory (R4.3) and is named * (R9.2); a2 may not be named instead
            a3:AN i9:BS | a3-a4(e5) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(e5): e5 is not in the destination borderland, centred on b5; the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a5, a6, b4, b5, b6, c4, c5, c6
            a3:AN a5:b i9:BS | a3-a4(a5) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(a5): a5 is not neutral, and the borderland centred on b5 has neutral fields, so one of them is marked (R4.4a); the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a6, b4, b5, b6, c4, c5, c6
            a3:AN a5:a i9:BS | a3-a4(a5) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(a5): a5 is not neutral, and the borderland centred on b5 has neutral fields, so one of them is marked (R4.4a); the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a6, b4, b5, b6, c4, c5, c6
            a3:AN a5:BS i9:BS | a3-a4(a5) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(a5): a5 holds a chevron before the move (R4.4a); the border crossing into the borderland centred on b5 names one field to mark (R4.4a): one of a4, a6, b4, b5, b6, c4, c5, c6
            a3:AN i9:BS a4:a a5:b a6:b b4:b b5:bBS b6:b c4:b c5:b c6:a | a3-a4(a4) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(a4): the destination a4 cannot be converted (R4.4b); the border crossing into the borderland centred on b5 names one field to convert (R4.4b): one of a5, a6, b4, b6, c4, c5
            a3:AN i9:BS a4:a a5:b a6:b b4:b b5:bBS b6:b c4:b c5:b c6:a | a3-a4(b5) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(b5): b5 holds a chevron (R4.4b: only unoccupied fields are converted); the border crossing into the borderland centred on b5 names one field to convert (R4.4b): one of a5, a6, b4, b6, c4, c5
            a3:AN i9:BS a4:a a5:b a6:b b4:b b5:bBS b6:b c4:b c5:b c6:a | a3-a4(c6) | standard | CROSSING_FIELD_INVALID | R4.4: a3-a4(c6): c6 carries no opposing marker (R4.4b: the borderland centred on b5 has no neutral field, so an opposing marker is converted); the border crossing into the borderland centred on b5 names one field to convert (R4.4b): one of a5, a6, b4, b6, c4, c5
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5 | standard | CHOICE_MISSING | R9.2: e4-e5: the meeting with the chevron on e6 (R6.1) earns a bonus field (R6.2), which must be named last
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(e5) | standard | BONUS_FIELD_INVALID | R6.2: e4-e5(e5): e5 is where the chevron lands; the bonus field must hold no chevron after the move
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(e4) | abstractplay | BONUS_FIELD_INVALID | R6.2: e4-e5(e4): the start field e4 does not qualify under this ruleset (bonusOnStartField = false)
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(i1) | standard | BONUS_FIELD_INVALID | R6.2: e4-e5(i1): i1 holds a chevron
            e4:AN e5:a e6:aAS i1:BN a1:a a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(a1) | standard | BONUS_FIELD_INVALID | R6.2: e4-e5(a1): a1 is yours already; the bonus marks a field that is not
            e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b | e3-e4(d5,d5) | standard | BONUS_FIELD_INVALID | R6.2: e3-e4(d5,d5): d5 is yours already: the border crossing has just made it yours, so the bonus would gain nothing
            a1:aAN a3:a a4:aAS b1:a i9:BS g1:b h1:b i1:b g2:b h2:b i2:b g3:b h3:b i3:b | a1-a3(*,a2) | standard | BONUS_FIELD_INVALID | R6.2: a1-a3(*,a2): a2 is yours already: the connection has just made it yours, so the bonus would gain nothing
            i1:aAN i3:a i4:aAS h1:a a7:b a8:b a9:bBS b7:b b8:b b9:b c7:b c8:b c9:b | i1-i3(*,i2) | standard | BONUS_FIELD_INVALID | R6.2: i1-i3(*,i2): i2 is yours already: the connection has just made it yours, so the bonus would gain nothing
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(a1,a2) | standard | CHOICE_EXTRA | R9.2: e4-e5(a1,a2): the move triggers two choices at most: the R4 choice and one bonus field
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(*) | standard | CONNECTION_INVALID | R4.2: e4-e5(*): a one-step move is never a connection (R4.2)
            a3:AN i9:BS a4:a a5:a a6:a b4:a b5:a b6:a c4:a c5:a c6:a | a3-a4(b5) | standard | CHOICE_EXTRA | R9.2: a3-a4(b5): the border crossing into the borderland centred on b5 gains nothing (R4.4b: no opposing marker there on an unoccupied field other than the destination) and the move makes no meeting, so it names no choice
            a3:AN a4:a a5:BS a6:a b4:a b5:a b6:a c4:a c5:a c6:a | a3-a4(b5) | standard | CHOICE_EXTRA | R9.2: a3-a4(b5): the border crossing into the borderland centred on b5 gains nothing (R4.4a: every neutral field there holds a chevron) and the move makes no meeting, so it names no choice
            h3:AN h4:a g4:a g5:a g6:a h5:a h6:a i4:BS i5:a i6:a | h3-h4(g4) | standard | CHOICE_EXTRA | R9.2: h3-h4(g4): the border crossing into the borderland centred on h5 gains nothing (R4.4a: every neutral field there holds a chevron) and the move makes no meeting, so it names no choice
            a3:AN i9:BS | a3-a4(a5,a6) | standard | CHOICE_EXTRA | R9.2: a3-a4(a5,a6): the move triggers only its R4 choice (it makes no meeting), so nothing follows it
            b2:AN i9:BS | b2-b3(b2) | standard | CHOICE_EXTRA | R9.2: b2-b3(b2): the move triggers no choice (no border crossing that gains anything, no connection, no meeting), so it names none
            b2:AN i9:BS | b2-b3(*) | standard | CONNECTION_INVALID | R4.2: b2-b3(*): a one-step move is never a connection (R4.2)
            e4:AN e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(a1) | standard | NO_MEETING | R6.1: e4-e5(a1): a bonus field is named but the move makes no meeting: (a) e5 does not carry your marker after the move and its effects (the bonus cannot create the meeting it pays for)
            a3:AS a1:AN i9:BS | a3-a2(b5) | standard | NO_MEETING | R6.1: a3-a2(b5): a bonus field is named but the move makes no meeting: (a) a2 does not carry your marker after the move and its effects (the bonus cannot create the meeting it pays for)
            e4:AN e5:a e6:AS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b | e4-e5(a1) | standard | NO_MEETING | R6.1: e4-e5(a1): a bonus field is named but the move makes no meeting: (b) the chevron ahead on e6 does not stand on your marker
            e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b | e4-e5(a1) | standard | NO_MEETING | R6.1: e4-e5(a1): a bonus field is named but the move makes no meeting: (d) no other player has 9 markers on the board (B has 8 before the move)
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | c3>(a1,a2) | standard | ROTATION_NOT_OWN_CHEVRON | R7.1: c3>(a1,a2): c3 holds no chevron
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | i9>(a1,a2) | standard | ROTATION_NOT_OWN_CHEVRON | R7.1: i9>(a1,a2): i9 holds a chevron of player B, not of player A
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | e4>(a1) | standard | ROTATION_WRONG_COUNT | R7.1: e4>(a1): a turn by 45° relinquishes exactly 2 markers, not 1
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | e4>>(a1,a2,a3) | standard | ROTATION_WRONG_COUNT | R7.1: e4>>(a1,a2,a3): a turn by 90° relinquishes exactly 4 markers, not 3
            e4:aAN a1:a i9:BS | e4>(a1,e4) | standard | ROTATION_UNAFFORDABLE | R7.2: e4>(a1,e4): player A has 1 own marker on unoccupied fields, fewer than the 2 this turn costs
            e4:aAN a1:a a2:a i9:BS | e4<<(a1,a2,b1,e4) | standard | ROTATION_UNAFFORDABLE | R7.2: e4<<(a1,a2,b1,e4): player A has 2 own markers on unoccupied fields, fewer than the 4 this turn costs
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | e4>(a1,a1) | standard | ROTATION_FIELD_REPEATED | R7.1: e4>(a1,a1): a1 is named twice; the relinquished fields are a set
            e4:aAN a1:a a2:a a3:a a4:a i9:BS i8:b | e4<(a1,i8) | standard | ROTATION_FIELD_INVALID | R7.1: e4<(a1,i8): i8 does not carry your marker
            e4:aAN a1:a a2:a a3:a a4:a i9:BS | e4>(a1,e4) | standard | ROTATION_FIELD_INVALID | R7.1: e4>(a1,e4): e4 holds a chevron; only markers on unoccupied fields are relinquished
            e6:AN a1:b | e6-e7 | standard | GAME_OVER | R8.3: e6-e7: the game is over (A LAST_WITH_CHEVRONS)
            a1:ASW a2:a a3:a i9:BS | a1-a2 | standard | NO_LEGAL_MOVE | R2.2: a1-a2: player A has no legal move and is eliminated instead of taking a turn (R8.1); no action is possible
            a1:ASW a2:a a3:a i9:BS | a1>(a2,a3) | standard | NO_LEGAL_MOVE | R2.2: a1>(a2,a3): player A has no legal move and is eliminated instead of taking a turn (R8.1); no action is possible
            """;

    @Test
    @DisplayName("R2-R9 every violation message, word for word")
    void everyViolationMessageWordForWord() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (String line : CASES.strip().split("\n")) {
            String[] c = line.split(" \\| ", 5);
            Position p = RuleScenarios.board(2, Player.A, c[0].trim());
            Optional<Violation> v = PacruRules.of(Ruleset.parse(c[2].trim())).check(p, ReferenceNotation.action(c[1].trim()));
            String actual = v.map(x -> x.reason() + " | " + x.message()).orElse("legal");
            if (!actual.equals(c[3].trim() + " | " + c[4].trim())) {
                wrong.add(c[0].trim() + " " + c[1].trim() + "\n  expected " + c[3].trim() + " | " + c[4].trim()
                        + "\n  actual   " + actual);
            }
            checked++;
        }
        assertThat(checked).isEqualTo(68);
        assertThat(wrong).isEmpty();
    }

    @Test
    @DisplayName("R7.1 R5.2 R5.5 A's chevron on a1 facing N is a chevron: B may not rotate it, capture it alone or step onto it")
    void chevronOnA1FacingNorthIsNamedAsAChevron() {
        // A's chevron facing N on a1 is the engine's chevron code 0; B is to move.
        Position p = RuleScenarios.board(2, Player.B, "a1:AN a2:BS b1:b b2:b i9:AS");
        assertThat(PacruRules.STANDARD.check(p, ReferenceNotation.action("a1>(b1,b2)")).orElseThrow().message())
                .isEqualTo("R7.1: a1>(b1,b2): a1 holds a chevron of player A, not of player B");
        assertThat(PacruRules.STANDARD.check(p, ReferenceNotation.action("a2xa1")).orElseThrow().message())
                .isEqualTo("R5.2: a2xa1: only the chevron on a2 attacks a1; a capture needs at least two attacking chevrons");
        assertThat(PacruRules.STANDARD.check(p, ReferenceNotation.action("a2-a1")).orElseThrow().message())
                .isEqualTo("R5.5: a2-a1: a1 holds a chevron of player A; moving onto it is only possible as a capture,"
                        + " written a2xa1");
    }

    @Test
    @DisplayName("R6.1d the threshold message counts every other player's markers")
    void thresholdMessageCountsEveryOtherPlayer() {
        Position p = RuleScenarios.board(3, Player.A, "e4:AN e5:a e6:aAS i1:BN i2:CN a9:b b9:b c9:c");
        Violation v = PacruRules.STANDARD.check(p, ReferenceNotation.action("e4-e5(a1)")).orElseThrow();
        assertThat(v.message()).isEqualTo("R6.1: e4-e5(a1): a bonus field is named but the move makes no meeting:"
                + " (d) no other player has 9 markers on the board (B has 2, C has 1 before the move)");
    }
}
