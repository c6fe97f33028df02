package org.pacru.js.build;

import org.teavm.model.ClassHolder;
import org.teavm.model.ClassHolderTransformer;
import org.teavm.model.ClassHolderTransformerContext;
import org.teavm.model.MethodDescriptor;
import org.teavm.model.MethodHolder;
import org.teavm.model.emit.ProgramEmitter;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin of the build, never part of the package: when a compilation sets the TeaVM
 * property {@code pacru.long-counts} to {@code int-words} (pom.xml: the JavaScript builds), it
 * replaces the bodies of {@code Long.bitCount}, {@code Long.numberOfTrailingZeros} and
 * {@code Long.numberOfLeadingZeros} by calls of {@link IntWordCounts}, which count through the two
 * {@code int} halves. The engine counts and lists fields with these on every mask, and TeaVM's
 * JavaScript backend makes each a chain of BigInt operations (docs/javascript.md); the library's
 * source stays as it is, so the JVM and WebAssembly keep their single instructions.
 */
public final class IntWordCountsPlugin implements TeaVMPlugin {
    /** The TeaVM property that asks for the substitution, and its value. */
    static final String PROPERTY = "pacru.long-counts";
    static final String INT_WORDS = "int-words";

    @Override
    public void install(TeaVMHost host) {
        if (INT_WORDS.equals(host.getProperties().getProperty(PROPERTY))) {
            host.add(new Substitution());
        }
    }

    /** The transformer: {@code java.lang.Long}'s three methods call {@link IntWordCounts}. */
    static final class Substitution implements ClassHolderTransformer {
        private static final String[] METHODS = {"bitCount", "numberOfTrailingZeros", "numberOfLeadingZeros"};

        @Override
        public void transformClass(ClassHolder cls, ClassHolderTransformerContext context) {
            if (!cls.getName().equals("java.lang.Long")) {
                return;
            }
            for (String name : METHODS) {
                MethodHolder method = cls.getMethod(new MethodDescriptor(name, long.class, int.class));
                if (method == null) {
                    throw new IllegalStateException("pacru.long-counts: java.lang.Long has no " + name + "(long)");
                }
                ProgramEmitter pe = ProgramEmitter.create(method, context.getHierarchy());
                pe.invoke(IntWordCounts.class, name, int.class, pe.var(1, long.class)).returnValue();
            }
        }
    }
}
