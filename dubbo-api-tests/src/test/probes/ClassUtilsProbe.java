import org.apache.dubbo.common.utils.*;
import java.util.*;
import java.util.function.*;
/** Calls ClassUtils with many inputs; prints {@code label => answer}. */
public class ClassUtilsProbe {
  static String clean(Throwable t) {
    if (t instanceof NullPointerException) return "THROWS java.lang.NullPointerException";
    return "THROWS " + t.getClass().getName() + ": " + t.getMessage();
  }

  static void p(String label, Supplier<Object> s) {
    String out;
    try { Object o = s.get(); out = o == null ? "null" : o.getClass().getSimpleName() + ":" + (o instanceof Object[] ? Arrays.toString((Object[]) o) : (o instanceof Class ? ((Class) o).getName() : o)); } catch (Throwable t) { out = clean(t); }
    System.out.println(label + " => " + out);
  }
  interface I1 {} interface I2 extends I1 {} static class A implements I2 {} static class B extends A implements Runnable { public void run() {} public void x() {} }
  public static void main(String[] a) {
    p("simple", () -> new TreeSet<>(Arrays.asList(ClassUtils.SIMPLE_TYPES.stream().map(Class::getName).toArray())));
    p("ARRAY_SUFFIX", () -> ClassUtils.ARRAY_SUFFIX);
    for (String n : new String[]{"int", "void", "int[]", "[I", "boolean", "java.lang.String", "java.lang.String[]", "[Ljava.lang.String;", "int[][]", "[[I", "java.lang.Nope", "long[]", "Void", "double[]", "char[]", "java.util.Map$Entry", "String"}) {
      p("forName " + n, () -> { try { return ClassUtils.forName(n); } catch (Throwable t) { throw new RuntimeException(t.getClass().getName()); } });
      p("resolvePrimitive " + n, () -> ClassUtils.resolvePrimitiveClassName(n));
      p("isPresent " + n, () -> ClassUtils.isPresent(n));
      p("forNameAndTryCatch " + n, () -> ClassUtils.forNameAndTryCatch(n));
      p("resolveClass " + n, () -> ClassUtils.resolveClass(n, ClassUtilsProbe.class.getClassLoader()));
    }
    Class<?>[] types = {int.class, Integer.class, String.class, Object.class, Date.class, java.math.BigDecimal.class, void.class, Void.class, char.class, Character.class, boolean.class, Boolean.class, long.class, Double.class, List.class, int[].class, Class.class};
    for (Class<?> t : types) {
      p("isPrimitive " + t.getName(), () -> ClassUtils.isPrimitive(t));
      p("isPrimitiveWrapper " + t.getName(), () -> ClassUtils.isPrimitiveWrapper(t));
      p("isSimpleType " + t.getName(), () -> ClassUtils.isSimpleType(t));
      p("simpleClassName " + t.getName(), () -> ClassUtils.simpleClassName(t));
      for (String v : new String[]{"1", "", "abc", "true", "x", "1.5", null}) {
        p("convert " + t.getName() + " " + v, () -> ClassUtils.convertPrimitive(t, v));
        p("isTypeMatch " + t.getName() + " " + v, () -> ClassUtils.isTypeMatch(t, v));
      }
      for (Class<?> u : types) p("isMatch " + t.getName() + " " + u.getName(), () -> ClassUtils.isMatch(t, u));
    }
    p("supers", () -> ClassUtils.getAllSuperClasses(B.class).toString());
    p("ifaces", () -> new TreeSet<>(Arrays.asList(ClassUtils.getAllInterfaces(B.class).stream().map(Class::getName).toArray())));
    p("inherited", () -> new TreeSet<>(Arrays.asList(ClassUtils.getAllInheritedTypes(B.class).stream().map(Class::getName).toArray())));
    p("ifacesI2", () -> new TreeSet<>(Arrays.asList(ClassUtils.getAllInterfaces(I2.class).stream().map(Class::getName).toArray())));
    p("supersFilter", () -> ClassUtils.getAllSuperClasses(B.class, c -> c != Object.class).toString());
    p("supersNull", () -> ClassUtils.getAllSuperClasses(null));
    p("supersInt", () -> ClassUtils.getAllSuperClasses(int.class));
    p("assignable", () -> ClassUtils.isAssignableFrom(I1.class, B.class));
    p("assignableNull", () -> ClassUtils.isAssignableFrom(null, B.class));
    p("toShortNull", () -> ClassUtils.toShortString(null));
    p("methods", () -> new TreeSet<>(Arrays.asList(ClassUtils.getMethodNames(B.class))));
    p("declared", () -> new TreeSet<>(Arrays.asList(ClassUtils.getDeclaredMethodNames(B.class))));
    p("hasMethods", () -> ClassUtils.hasMethods(Object.class.getMethods()));
    p("hasMethodsB", () -> ClassUtils.hasMethods(B.class.getMethods()));
    p("simpleNull", () -> ClassUtils.simpleClassName(null));
    p("inner", () -> ClassUtils.simpleClassName(B.class));
    p("generic", () -> ClassUtils.isGenericClass(B.class));
    p("hasProtobuf", () -> ClassUtils.hasProtobuf());
  }
}
