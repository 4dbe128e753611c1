package io.github.dubbotuned.benchmark.rawnetty;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import io.github.dubbotuned.benchmark.api.Page;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.UserService;

import java.io.IOException;

/** The four UserService methods: their dubbo parameter descriptors, how their argument is (de)serialized, and the call. */
enum UserMethod {

    existUser("Ljava/lang/String;", Boolean.class) {
        @Override
        void writeArgument(Hessian2Output out, Object argument) throws IOException {
            out.writeString((String) argument);
        }

        @Override
        Object readArgument(Hessian2Input in) throws IOException {
            return in.readString();
        }

        @Override
        Object invoke(UserService service, Object argument) {
            return service.existUser((String) argument);
        }
    },
    createUser("Lio/github/dubbotuned/benchmark/api/User;", Boolean.class) {
        @Override
        void writeArgument(Hessian2Output out, Object argument) throws IOException {
            out.writeObject(argument);
        }

        @Override
        Object readArgument(Hessian2Input in) throws IOException {
            return Hessian2Bodies.readUser(in);
        }

        @Override
        Object invoke(UserService service, Object argument) {
            return service.createUser((User) argument);
        }
    },
    getUser("J", User.class) {
        @Override
        void writeArgument(Hessian2Output out, Object argument) throws IOException {
            out.writeLong((Long) argument);
        }

        @Override
        Object readArgument(Hessian2Input in) throws IOException {
            return in.readLong();
        }

        @Override
        Object invoke(UserService service, Object argument) {
            return service.getUser((Long) argument);
        }
    },
    listUser("I", Page.class) {
        @Override
        void writeArgument(Hessian2Output out, Object argument) throws IOException {
            out.writeInt((Integer) argument);
        }

        @Override
        Object readArgument(Hessian2Input in) throws IOException {
            return in.readInt();
        }

        @Override
        Object invoke(UserService service, Object argument) {
            return service.listUser((Integer) argument);
        }
    };

    private final String descriptor;
    private final Class<?> returnType;

    UserMethod(String descriptor, Class<?> returnType) {
        this.descriptor = descriptor;
        this.returnType = returnType;
    }

    String descriptor() {
        return descriptor;
    }

    Class<?> returnType() {
        return returnType;
    }

    abstract void writeArgument(Hessian2Output out, Object argument) throws IOException;

    abstract Object readArgument(Hessian2Input in) throws IOException;

    abstract Object invoke(UserService service, Object argument);
}
