package org.apache.dubbo.common.utils.pojo;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class GenericTypesTest {

    static class Pair<A, B> {
        A first;
        List<B> rest;
        B[] array;
    }

    static class Named<T> extends Pair<String, T> {
    }

    static class NamedNumbers extends Named<Integer> {
    }

    static class Users extends ArrayList<Long> {
    }

    interface Lookup<V> extends Map<String, V> {
    }

    @SuppressWarnings("unused")
    static class Declarations {
        Map<String, List<Integer>> mapOfLists;
        HashMap<Long, ? extends Number> wildcardValues;
        Lookup<Double> lookup;
        Named<Boolean> named;
        List<?> unknown;
        List<String>[] arrayOfLists;
    }

    private static Type declared(String field) throws NoSuchFieldException {
        return Declarations.class.getDeclaredField(field).getGenericType();
    }

    @Test
    void findsTypeArgumentsOfAParameterizedType() throws Exception {
        Type[] arguments = GenericTypes.typeArguments(declared("mapOfLists"), Map.class);

        assertSame(String.class, arguments[0]);
        assertEquals("java.util.List<java.lang.Integer>", arguments[1].getTypeName());
    }

    @Test
    void followsTypeArgumentsThroughSuperclassesAndInterfaces() throws Exception {
        assertArrayEquals(new Type[] {Long.class}, GenericTypes.typeArguments(Users.class, Iterable.class));
        assertArrayEquals(new Type[] {String.class, Double.class},
                GenericTypes.typeArguments(declared("lookup"), Map.class));
    }

    @Test
    void fallsBackToObjectForRawTypesAndToBoundsForWildcards() throws Exception {
        assertArrayEquals(new Type[] {Object.class, Object.class},
                GenericTypes.typeArguments(HashMap.class, Map.class));
        Type value = GenericTypes.typeArguments(declared("wildcardValues"), Map.class)[1];
        assertSame(Number.class, GenericTypes.rawClass(value));
        assertSame(Number.class, GenericTypes.bounded(value));
        assertSame(Object.class, GenericTypes.rawClass(GenericTypes.typeArguments(declared("unknown"), List.class)[0]));
    }

    @Test
    void resolvesMemberTypesThroughAParameterizedOwnerAndASubclassOwner() throws Exception {
        Type first = Pair.class.getDeclaredField("first").getGenericType();
        Type rest = Pair.class.getDeclaredField("rest").getGenericType();
        Type array = Pair.class.getDeclaredField("array").getGenericType();

        assertSame(String.class, GenericTypes.resolve(first, Pair.class, declared("named")));
        assertEquals("java.util.List<java.lang.Boolean>",
                GenericTypes.resolve(rest, Pair.class, declared("named")).getTypeName());
        assertSame(Integer[].class, GenericTypes.resolve(array, Pair.class, NamedNumbers.class));
        assertSame(Object.class, GenericTypes.rawClass(GenericTypes.resolve(first, Pair.class, Pair.class)));
    }

    @Test
    void erasesToTheRawClass() throws Exception {
        assertSame(List[].class, GenericTypes.rawClass(declared("arrayOfLists")));
        assertSame(Map.class, GenericTypes.rawClass(declared("mapOfLists")));
    }
}
