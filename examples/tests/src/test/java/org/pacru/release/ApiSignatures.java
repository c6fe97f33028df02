package org.pacru.release;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one library module as text, one line per type and per member, in the spirit
 * of Kotlin's binary-compatibility validator: every public or protected type of the packages the
 * module exports without qualification ({@code module-info.java}), its supertypes, its permitted
 * subtypes, and its public and protected constructors, methods and fields with their full generic
 * signatures and modifiers. Each line starts with the type it belongs to, so a difference names
 * the type; types come in class-name order, each with its header line first.
 */
final class ApiSignatures {

    private ApiSignatures() {
    }

    /** The module descriptor of the module (jar or class directory) that holds {@code anchor}. */
    static ModuleReference moduleOf(Class<?> anchor) {
        Path location;
        try {
            location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Set<ModuleReference> found = ModuleFinder.of(location).findAll();
        if (found.size() != 1) {
            throw new IllegalStateException("no module descriptor (module-info.class) at " + location);
        }
        return found.iterator().next();
    }

    /** The sorted API lines of the module that holds {@code anchor}. */
    static List<String> of(Class<?> anchor) {
        List<String> lines = new ArrayList<>();
        for (Class<?> type : types(anchor)) {
            lines.addAll(linesOf(type));
        }
        return List.copyOf(lines);
    }

    /** The visible types of the exported packages of the module that holds {@code anchor}, by name. */
    static List<Class<?>> types(Class<?> anchor) {
        ModuleReference module = moduleOf(anchor);
        Set<String> exported = module.descriptor().exports().stream()
                .filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toSet());
        List<Class<?>> types = new ArrayList<>();
        for (String className : classNames(module)) {
            String pkg = className.contains(".") ? className.substring(0, className.lastIndexOf('.')) : "";
            if (!exported.contains(pkg)) {
                continue;
            }
            Class<?> type;
            try {
                type = Class.forName(className, false, anchor.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
            if (isVisible(type)) {
                types.add(type);
            }
        }
        return List.copyOf(types);
    }

    private static List<String> classNames(ModuleReference module) {
        try (ModuleReader reader = module.open(); Stream<String> resources = reader.list()) {
            return resources.filter(r -> r.endsWith(".class") && !r.endsWith("module-info.class"))
                    .map(r -> r.substring(0, r.length() - ".class".length()).replace('/', '.'))
                    .sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Public, or a protected member type, with every enclosing type visible too. */
    private static boolean isVisible(Class<?> type) {
        if (type.isSynthetic() || type.isAnonymousClass() || type.isLocalClass()) {
            return false;
        }
        for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
            int m = t.getModifiers();
            boolean visible = Modifier.isPublic(m) || (t.isMemberClass() && Modifier.isProtected(m));
            if (!visible) {
                return false;
            }
        }
        return true;
    }

    private static boolean isVisible(Member member) {
        return !member.isSynthetic()
                && (Modifier.isPublic(member.getModifiers()) || Modifier.isProtected(member.getModifiers()));
    }

    /** The type's header line, then its supertype and member lines in sorted order. */
    private static List<String> linesOf(Class<?> type) {
        String name = type.getTypeName();
        TreeSet<String> lines = new TreeSet<>();
        Type superclass = type.getGenericSuperclass();
        if (superclass != null && superclass != Object.class && superclass != Record.class
                && !(type.isEnum() && type.getSuperclass() == Enum.class)) {
            lines.add(name + " : extends " + superclass.getTypeName());
        }
        for (Type each : type.getGenericInterfaces()) {
            lines.add(name + " : implements " + each.getTypeName());
        }
        if (type.isSealed()) {
            for (Class<?> permitted : type.getPermittedSubclasses()) {
                lines.add(name + " : permits " + permitted.getTypeName());
            }
        }
        for (Field field : type.getDeclaredFields()) {
            if (isVisible(field)) {
                lines.add(name + " : " + field.toGenericString().replace(name + "." + field.getName(), field.getName()));
            }
        }
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (isVisible(constructor)) {
                lines.add(name + " : " + constructor.toGenericString());
            }
        }
        for (Method method : type.getDeclaredMethods()) {
            if (isVisible(method) && !method.isBridge()) {
                String signature = method.toGenericString();
                if (Modifier.isFinal(type.getModifiers())) {
                    signature = signature.replaceFirst("\\bfinal ", "");  // says nothing in a final class
                }
                lines.add(name + " : " + signature.replace(name + "." + method.getName() + "(", method.getName() + "("));
            }
        }
        List<String> result = new ArrayList<>();
        result.add(name + " : " + header(type));
        result.addAll(lines);
        return result;
    }

    /** Modifiers and kind: {@code public final class}, {@code public sealed interface}, … */
    private static String header(Class<?> type) {
        int modifiers = type.getModifiers()
                & (type.isInterface() ? Modifier.interfaceModifiers() : Modifier.classModifiers());
        String kind = type.isAnnotation() ? "@interface" : type.isInterface() ? "interface"
                : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
        if (type.isInterface()) {
            modifiers &= ~Modifier.ABSTRACT;
        }
        if (type.isEnum() || type.isRecord()) {
            modifiers &= ~Modifier.FINAL;  // implied (an enum with bodies is not final at all)
        }
        String text = Modifier.toString(modifiers);
        if (type.isSealed()) {
            text += " sealed";
        }
        return text + " " + kind;
    }
}
