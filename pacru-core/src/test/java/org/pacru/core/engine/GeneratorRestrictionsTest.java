package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.verify.RandomPositions;
import org.pacru.internal.ChevronCode;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * The generator's restricted forms, which checking one move uses instead of listing every move:
 * each must give exactly the part of the full generator's output it names, no more and no less
 * (a superset would only be filtered later, so the public API alone cannot tell).
 */
class GeneratorRestrictionsTest {

    private static final int POSITIONS = 400;

    @Test
    @DisplayName("R4.3 R6.2 R9.2 completions restricted to one R4 option are exactly that option's completions")
    void completionsRestrictedToOneOptionAreThatOptionsCompletions() {
        Random rnd = new Random(14);
        Completions completions = new Completions();
        int restrictedNonEmpty = 0;
        int noEffect = 0;
        int connections = 0;
        int upperFields = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Position position = RandomPositions.random(rnd);
            for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
                RuleOptions options = new RuleOptions(ruleset);
                Board b = new Board(position);
                int p = b.toMove;
                IntList bases = new IntList();
                Movement.baseMoves(b, p, bases);
                for (int j = 0; j < bases.size(); j++) {
                    int base = bases.get(j);
                    IntList all = new IntList();
                    int total = completions.expand(b, options, p, base, all);
                    assertThat(total).isEqualTo(all.size()).isPositive();
                    for (int option = 0; option <= MoveCode.CONNECTION; option++) {
                        List<Integer> expected = new ArrayList<>();
                        for (int k = 0; k < all.size(); k++) {
                            if (MoveCode.r4(all.get(k)) == option) {
                                expected.add(all.get(k));
                            }
                        }
                        IntList restricted = new IntList();
                        int n = completions.expand(b, options, p, base, option, restricted);
                        assertThat(codes(restricted)).as("base %s, option %d", MoveCode.toMove(base), option)
                                .isEqualTo(expected);
                        assertThat(n).isEqualTo(expected.size())
                                .isEqualTo(completions.expand(b, options, p, base, option, null));
                        if (n > 0) {
                            restrictedNonEmpty++;
                            noEffect += option == 0 ? 1 : 0;
                            connections += option == MoveCode.CONNECTION ? 1 : 0;
                            upperFields += option > 64 && option < MoveCode.CONNECTION ? 1 : 0;
                        }
                    }
                }
            }
        }
        assertThat(restrictedNonEmpty).as("restricted expansions with moves").isGreaterThan(1000);
        assertThat(noEffect).as("without an R4 effect").isPositive();
        assertThat(connections).as("connections (R4.2)").isPositive();
        assertThat(upperFields).as("crossing fields of index 64 and above (ranks 8-9)").isPositive();
    }

    @Test
    @DisplayName("R3 the generator restricted to one chevron gives that chevron's plain destinations and nothing else")
    void generatorRestrictedToOneChevronGivesItsPlainDestinations() {
        Random rnd = new Random(3);
        int chevrons = 0;
        for (int i = 0; i < POSITIONS; i++) {
            Board b = new Board(RandomPositions.random(rnd));
            int p = b.toMove;
            Destinations full = new Destinations();
            Movement.generate(b, p, -1, full, false);
            for (int k = 0; k < full.count(); k++) {
                Destinations one = new Destinations();
                Movement.generate(b, p, full.from(k), one, false);
                assertThat(one.count()).isEqualTo(1);
                assertThat(one.from(0)).isEqualTo(full.from(k));
                assertThat(one.plainLo(0)).isEqualTo(full.plainLo(k));
                assertThat(one.plainHi(0)).isEqualTo(full.plainHi(k));
                assertThat(one.captureLo(0) | one.captureHi(0)).as("captures of one chevron (R5.2)").isZero();
                chevrons++;
            }
        }
        assertThat(chevrons).isGreaterThan(POSITIONS);
    }

    @Test
    @DisplayName("R5.1 R5.2 the generator restricted to the chevrons aligned with a field gives exactly every chevron's captures onto that field")
    void generatorRestrictedToAFieldsLinesGivesItsCaptures() {
        Random rnd = new Random(51);
        int captures = 0;
        int targets = 0;
        for (int i = 0; i < 2 * POSITIONS; i++) {
            Board b = new Board(RandomPositions.random(rnd));
            int p = b.toMove;
            Destinations full = new Destinations();
            Movement.generate(b, p, -1, full, false);
            for (int x = 0; x < Tables.FIELDS; x++) {
                if (!b.occupied(x)) {
                    continue;
                }
                Destinations aligned = new Destinations();
                Movement.generate(b, p, -1, x, aligned, false);
                assertThat(aligned.count()).isEqualTo(full.count());
                for (int k = 0; k < full.count(); k++) {
                    assertThat(aligned.from(k)).isEqualTo(full.from(k));
                    boolean expected = Tables.has(full.captureLo(k), full.captureHi(k), x);
                    assertThat(aligned.allows(full.from(k), x, true)).as("%s captures on %d", full.from(k), x)
                            .isEqualTo(expected);
                    assertThat(Movement.isLegalBaseMove(b, p, full.from(k), x, true)).isEqualTo(expected);
                    captures += expected ? 1 : 0;
                }
                targets++;
            }
        }
        assertThat(captures).as("captures seen").isGreaterThan(20);
        assertThat(targets).isGreaterThan(POSITIONS);
    }

    @Test
    @DisplayName("R2.2 the generator stopping at the first plain move stops exactly when a plain move exists, after the chevrons without one")
    void generatorStopsAtTheFirstPlainMove() {
        Random rnd = new Random(22);
        int stopped = 0;
        int notStopped = 0;
        for (int i = 0; i < 4 * POSITIONS; i++) {
            Board b = new Board(RandomPositions.random(rnd));
            int p = b.toMove;
            Destinations full = new Destinations();
            Movement.generate(b, p, -1, full, false);
            int firstWithPlainMove = -1;
            for (int k = 0; k < full.count() && firstWithPlainMove < 0; k++) {
                if ((full.plainLo(k) | full.plainHi(k)) != 0) {
                    firstWithPlainMove = k;
                }
            }
            Destinations partial = new Destinations();
            boolean stop = Movement.generate(b, p, partial, true);
            assertThat(stop).isEqualTo(firstWithPlainMove >= 0);
            if (stop) {
                assertThat(partial.count()).as("the chevrons before the first with a plain move").isEqualTo(firstWithPlainMove);
                stopped++;
            } else {
                notStopped++;
            }
            assertThat(Movement.hasLegalMove(b, p)).isEqualTo(stop || full.any());
        }
        assertThat(stopped).isPositive();
        assertThat(notStopped).isPositive();
    }

    /** Destinations' capacity grows with the chevrons: a player may have more than 16 (R1.3). */
    @Test
    @DisplayName("R1.3 the generator's output grows past 16 chevrons of the mover")
    void generatorOutputGrowsPastSixteenChevrons() {
        Destinations out = new Destinations();
        Position many = PositionNotation.parse(
                ".AN.AN.AN.AN.AN.AN.AN.AN.AN/9/.AN.AN.AN.AN.AN.AN.AN.AN.AN/9/9/9/9/9/8.BS A 2");
        Board b = new Board(many);
        assertThat(ChevronCode.owner(b.chev[0])).isEqualTo(0);
        assertThat(Movement.generate(b, 0, -1, out, false)).isFalse();
        assertThat(out.count()).isEqualTo(18);
    }

    @Test
    @DisplayName("R1.3 the generator's output has room for exactly as many chevrons of the mover as the board holds")
    void generatorOutputFitsEveryChevronOfTheMover() {
        // 16 chevrons, all A's: the output's first size, filled to the last place
        Position sixteen = PositionNotation.parse(
                ".AN.AN.AN.AN.AN.AN.AN.AN.AN/9/.AN.AN.AN.AN.AN.AN.AN2/9/9/9/9/9/9 A 2");
        Destinations out = new Destinations();
        Movement.generate(new Board(sixteen), 0, -1, out, false);
        assertThat(out.count()).isEqualTo(16);
        assertThat(out.from(15)).isEqualTo(Field.I9.index());
    }

    @Test
    @DisplayName("R3 a cleared output holds no chevron: nothing of an earlier generation is read as a verdict")
    void aClearedOutputHoldsNoChevron() {
        Board before = new Board(PositionNotation.parse("9/9/9/9/4.AN4/9/9/9/8.BS A 2"));
        Destinations out = new Destinations();
        Movement.generate(before, 0, -1, out, false);
        int e5 = Field.E5.index();
        int e6 = Field.E6.index();
        assertThat(out.allows(e5, e6, false)).isTrue();
        out.clear(1);
        assertThat(out.count()).isZero();
        assertThat(out.indexOf(e5)).isEqualTo(-1);
        assertThat(out.allows(e5, e6, false)).isFalse();
        assertThat(out.any()).isFalse();
    }

    private static List<Integer> codes(IntList list) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(list.get(i));
        }
        return out;
    }
}
