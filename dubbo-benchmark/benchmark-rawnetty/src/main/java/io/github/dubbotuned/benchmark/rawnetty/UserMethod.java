package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.Page;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.UserService;

/**
 * The four UserService methods: their dubbo parameter descriptors, the hessian2 kind of their one argument, their
 * return type, and the call.
 */
enum UserMethod {

    existUser("Ljava/lang/String;", Argument.STRING, String.class, Boolean.class) {
        @Override
        Object invoke(UserService service, Object argument) {
            return service.existUser((String) argument);
        }
    },
    createUser("Lio/github/dubbotuned/benchmark/api/User;", Argument.OBJECT, User.class, Boolean.class) {
        @Override
        Object invoke(UserService service, Object argument) {
            return service.createUser((User) argument);
        }
    },
    getUser("J", Argument.LONG, long.class, User.class) {
        @Override
        Object invoke(UserService service, Object argument) {
            return service.getUser((Long) argument);
        }
    },
    listUser("I", Argument.INT, int.class, Page.class) {
        @Override
        Object invoke(UserService service, Object argument) {
            return service.listUser((Integer) argument);
        }
    };

    /** How the argument is written and read: the typed hessian2 call for scalars, an object otherwise. */
    enum Argument { STRING, OBJECT, LONG, INT }

    private final String descriptor;
    private final Argument argument;
    private final Class<?> argumentType;
    private final Class<?> returnType;

    UserMethod(String descriptor, Argument argument, Class<?> argumentType, Class<?> returnType) {
        this.descriptor = descriptor;
        this.argument = argument;
        this.argumentType = argumentType;
        this.returnType = returnType;
    }

    String descriptor() {
        return descriptor;
    }

    Argument argument() {
        return argument;
    }

    Class<?> argumentType() {
        return argumentType;
    }

    Class<?> returnType() {
        return returnType;
    }

    abstract Object invoke(UserService service, Object argument);

    /** The method named in a request; a clear error for any other name. */
    static UserMethod named(String name) throws java.io.IOException {
        for (UserMethod method : values()) {
            if (method.name().equals(name)) {
                return method;
            }
        }
        throw new java.io.IOException("no such method on " + UserService.class.getName() + ": '" + name + "'");
    }
}
